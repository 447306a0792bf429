-- Every committed change to the public catalogue (a product's row or its stored cards) tells the
-- listening instances to drop their cached listings (docs/decisions/004).
CREATE FUNCTION notify_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER product_cards_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_cards
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
