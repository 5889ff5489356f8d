-- Issue 37: the value tracker reads the listing page's valuation (comparables by model, then by
-- size class, 12 months). valuation_basis now names that method: model or size_class. Values
-- from the old rule's category-wide fallback ('make_category') are dropped rather than kept under
-- a method they did not use; those machines and the ones it could not value ('insufficient') are
-- valued again by the next nightly refresh (valued_at NULL), which values every machine anyway.
UPDATE tracked_machines
SET auction_value_cents = NULL, retail_value_cents = NULL, confidence = NULL, dispersion = NULL,
  comparable_count = 0, valued_at = NULL
WHERE valuation_basis = 'make_category';
--> statement-breakpoint
UPDATE tracked_machines
SET valuation_basis = 'model', valued_at = NULL
WHERE valuation_basis IN ('make_category', 'insufficient');
--> statement-breakpoint
ALTER TABLE tracked_machines ALTER COLUMN valuation_basis SET DEFAULT 'model';
--> statement-breakpoint
ALTER TABLE tracked_machines ADD CONSTRAINT tracked_machines_valuation_basis_ck
  CHECK (valuation_basis IN ('model', 'size_class'));
