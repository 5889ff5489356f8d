-- Issue 36: the console's equipment search finds every word anywhere in a listing's stock number,
-- year, model and serial number (or VIN), whatever the case and accents ("OPS-6225",
-- "Caterpillar 336", "case cx145d"). A trigram index on exactly the expression the query reads
-- (api/src/services/admin/console-listing-query.ts, CONSOLE_SEARCH_TEXT) makes each word an
-- index lookup at 1M listings; the make is matched on the small makes table by id.
CREATE INDEX IF NOT EXISTS listings_console_search_trgm ON listings
  USING gin (immutable_unaccent(lower(stock_number || ' ' || year::text || ' ' || model || ' ' || coalesce(serial_number, ''))) gin_trgm_ops);
