-- Issue 17 (decision 033): each listing's market value and deal rating, stored so result cards and
-- the "great and good prices" search filter read them without valuing machines per request.
ALTER TABLE "listings" ADD COLUMN "market_value_cents" bigint;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "deal_rating" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "deal_basis_count" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "deal_rated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_deal_rating_ck" CHECK ("deal_rating" IS NULL OR "deal_rating" IN ('great', 'good', 'fair', 'above_market'));--> statement-breakpoint
-- Comparable sales widened to the make and category, newest first.
CREATE INDEX "completed_sales_make_category_sold_idx" ON "completed_sales" USING btree ("make_id","category_id","sold_on");--> statement-breakpoint
-- A re-rating is not an edit: change_seq still moves (search reads the rating) but updated_at,
-- which the console and partner tables sort by, stays unless something else changed.
CREATE OR REPLACE FUNCTION listings_touch() RETURNS trigger AS $$
BEGIN
  NEW.change_seq := nextval('listings_change_seq');
  IF (to_jsonb(NEW) - ARRAY['market_value_cents', 'deal_rating', 'deal_basis_count', 'deal_rated_at', 'change_seq', 'updated_at'])
     IS DISTINCT FROM
     (to_jsonb(OLD) - ARRAY['market_value_cents', 'deal_rating', 'deal_basis_count', 'deal_rated_at', 'change_seq', 'updated_at']) THEN
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
