-- Issue 37: a new listing's price history starts at its first advertised price, not its original
-- price (a dealer's "original price" that was never asked here made the page say "Listed at
-- $259,000" for a machine listed at $245,000, and "Reduced $30,000" for a $16,000 cut). Existing
-- 'listed' rows are left as they are: whether their original price was ever advertised is unknown.
CREATE OR REPLACE FUNCTION listings_record_listed_price() RETURNS trigger AS $$
BEGIN
  INSERT INTO price_history (listing_id, price_cents, reason, changed_at)
  SELECT id, advertised_price_cents, 'listed', listed_at FROM new_listings ORDER BY id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
