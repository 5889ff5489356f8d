ALTER TABLE "search_suggestions" ADD COLUMN "normalized" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Suggestions match on the normalised phrase (no unaccent() per row); the first trigram index
-- on immutable_unaccent(lower(phrase)) is no longer read.
DROP INDEX IF EXISTS search_suggestions_phrase_trgm;--> statement-breakpoint
CREATE INDEX search_suggestions_normalized_trgm ON search_suggestions USING gin (normalized gin_trgm_ops);
