-- pg_trgm serves catalogue search on PGlite and PostgreSQL alike.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
