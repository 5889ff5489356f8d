-- A hard DELETE leaves no row whose change_seq could move; record it so in-process search
-- indexes that catch up with "change_seq > last_seen" drop the listing too.
CREATE OR REPLACE FUNCTION listings_record_deletion() RETURNS trigger AS $$
BEGIN
  INSERT INTO listing_deletions (listing_id) VALUES (OLD.id);
  RETURN OLD;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER listings_record_deletion AFTER DELETE ON listings
  FOR EACH ROW EXECUTE FUNCTION listings_record_deletion();
--> statement-breakpoint
-- One notification per statement (not per row: a 10,000-row seed batch sends one), so api
-- processes LISTENing on PostgreSQL catch up at once instead of at their next poll.
CREATE OR REPLACE FUNCTION listings_notify_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('listings_changed', '');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER listings_notify_change AFTER INSERT OR UPDATE OR DELETE ON listings
  FOR EACH STATEMENT EXECUTE FUNCTION listings_notify_change();
