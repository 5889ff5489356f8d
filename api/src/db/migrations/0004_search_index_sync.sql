CREATE TABLE "listing_deletions" (
	"listing_id" integer NOT NULL,
	"change_seq" bigint DEFAULT nextval('listings_change_seq') NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_suggestions" ADD COLUMN "locale" text;--> statement-breakpoint
CREATE INDEX "listing_deletions_change_seq_idx" ON "listing_deletions" USING btree ("change_seq");