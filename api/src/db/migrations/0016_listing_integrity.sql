ALTER TABLE "listings" ADD CONSTRAINT "listings_agreement_type_ck" CHECK ("listings"."agreement_type" IN (2, 32));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_sold_has_date_ck" CHECK ("listings"."status" <> 'sold' OR "listings"."sold_at" IS NOT NULL);--> statement-breakpoint
-- Price history is kept by the database. A new listing's first row: its original (first asking)
-- price when it was listed. One INSERT ... SELECT per statement (a seed COPY batch of thousands of
-- listings runs it once), in id order so the rows' ids are deterministic.
CREATE OR REPLACE FUNCTION listings_record_listed_price() RETURNS trigger AS $$
BEGIN
  INSERT INTO price_history (listing_id, price_cents, reason, changed_at)
  SELECT id, original_price_cents, 'listed', listed_at FROM new_listings ORDER BY id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER listings_record_listed_price AFTER INSERT ON listings
  REFERENCING NEW TABLE AS new_listings
  FOR EACH STATEMENT EXECUTE FUNCTION listings_record_listed_price();
--> statement-breakpoint
-- Every later change of the advertised price: 'reduced' (dated by price_reduced_at when the same
-- update sets it) or 'increased'. A writer that recorded the change itself, with its own date
-- (the seed's back-dated histories, tests), leaves a latest row already at the new price: then
-- nothing is added, so no change is recorded twice.
CREATE OR REPLACE FUNCTION listings_record_price_change() RETURNS trigger AS $$
DECLARE
  reduced boolean := NEW.advertised_price_cents < OLD.advertised_price_cents;
BEGIN
  IF (SELECT p.price_cents FROM price_history p WHERE p.listing_id = NEW.id
      ORDER BY p.changed_at DESC, p.id DESC LIMIT 1) IS NOT DISTINCT FROM NEW.advertised_price_cents THEN
    RETURN NULL;
  END IF;
  INSERT INTO price_history (listing_id, price_cents, reason, changed_at)
  VALUES (
    NEW.id,
    NEW.advertised_price_cents,
    CASE WHEN reduced THEN 'reduced' ELSE 'increased' END::price_change_reason,
    CASE
      WHEN reduced AND NEW.price_reduced_at IS NOT NULL
        AND NEW.price_reduced_at IS DISTINCT FROM OLD.price_reduced_at THEN NEW.price_reduced_at
      ELSE now()
    END
  );
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER listings_record_price_change AFTER UPDATE OF advertised_price_cents ON listings
  FOR EACH ROW WHEN (OLD.advertised_price_cents IS DISTINCT FROM NEW.advertised_price_cents)
  EXECUTE FUNCTION listings_record_price_change();
