CREATE TABLE "catalog_redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"scope" integer DEFAULT 0 NOT NULL,
	"old_slug" text NOT NULL,
	"target_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_redirects_kind_ck" CHECK ("catalog_redirects"."kind" IN ('category', 'subcategory', 'make', 'model'))
);
--> statement-breakpoint
CREATE TABLE "sweepstakes_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contest" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"company" text NOT NULL,
	"job_title" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"works_in_industry" boolean NOT NULL,
	"lucky_numbers" smallint[] NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_images" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "inspection_documents" ADD COLUMN "file_key" text;--> statement-breakpoint
ALTER TABLE "inspection_documents" ADD COLUMN "byte_size" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_redirects_uq" ON "catalog_redirects" USING btree ("kind","scope","old_slug");--> statement-breakpoint
CREATE UNIQUE INDEX "sweepstakes_entries_contest_email_uq" ON "sweepstakes_entries" USING btree ("contest",lower("email"));--> statement-breakpoint
CREATE INDEX "sweepstakes_entries_created_idx" ON "sweepstakes_entries" USING btree ("contest","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_images_listing_hash_uq" ON "listing_images" USING btree ("listing_id","content_hash");