-- pg_trgm declares its match functions with the default cost (1), so for a table of a few
-- thousand phrases the planner prefers a sequential scan that runs word_similarity() on every
-- row (about 15 ms here) over the trigram index (under 1 ms). Say what they cost.
ALTER FUNCTION word_similarity_op(text, text) COST 100;--> statement-breakpoint
ALTER FUNCTION word_similarity_commutator_op(text, text) COST 100;--> statement-breakpoint
ALTER FUNCTION similarity_op(text, text) COST 100;--> statement-breakpoint
-- Suggestions are replaced in bulk: write straight into the index instead of a pending list that
-- every search would scan (PGlite has no autovacuum to flush it).
ALTER INDEX search_suggestions_normalized_trgm SET (fastupdate = off);
