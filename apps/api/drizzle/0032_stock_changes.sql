-- A transaction that changes only stock (an order taken or given back) says so in the local
-- setting `caravanserai.catalog_change` and announces its products itself: the catalogue's
-- triggers then stay silent, so visitors' caches drop only what it touched
-- (docs/decisions/050-caches-that-survive-orders.md). Any other change still clears them all.
CREATE OR REPLACE FUNCTION notify_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('caravanserai.catalog_change', true), '') <> 'stock' THEN
    PERFORM pg_notify('catalog_changed', '');
  END IF;
  RETURN NULL;
END
$$;
