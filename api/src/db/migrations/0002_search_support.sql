-- Every insert or update of a listing takes a new change_seq and updated_at, so in-process
-- search indexes can catch up with "WHERE change_seq > last_seen".
CREATE OR REPLACE FUNCTION listings_touch() RETURNS trigger AS $$
BEGIN
  NEW.change_seq := nextval('listings_change_seq');
  NEW.updated_at := now();
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER listings_touch_update BEFORE UPDATE ON listings
  FOR EACH ROW EXECUTE FUNCTION listings_touch();
--> statement-breakpoint
-- unaccent() is only STABLE; an IMMUTABLE wrapper with the dictionary named lets indexes use it.
CREATE OR REPLACE FUNCTION immutable_unaccent(text) RETURNS text AS $$
  SELECT public.unaccent('public.unaccent'::regdictionary, $1)
$$ LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT;
--> statement-breakpoint
CREATE INDEX search_suggestions_phrase_trgm ON search_suggestions
  USING gin (immutable_unaccent(lower(phrase)) gin_trgm_ops);
--> statement-breakpoint
-- Radius queries in SQL ("deals near me", market supply) use earthdistance on a GiST index.
CREATE INDEX listings_earth_idx ON listings USING gist (ll_to_earth(lat, lng));
--> statement-breakpoint
CREATE INDEX completed_sales_earth_idx ON completed_sales USING gist (ll_to_earth(lat, lng));
