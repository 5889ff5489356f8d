-- A backup must restore (docs/deploy.md, "Backups and the restore drill"). pg_restore runs with an
-- empty search_path, and earthdistance's ll_to_earth() names its `earth` type unqualified, so the
-- two GiST indexes on ll_to_earth(lat, lng) made every restore of a pg_dump fail ("type earth
-- does not exist"). No query uses them: radius filters and distances are computed by the search
-- index in the api (services/search/engine). Dropped; a radius query in SQL would index a
-- schema-qualified wrapper instead.
DROP INDEX IF EXISTS listings_earth_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS completed_sales_earth_idx;
