CREATE TABLE "leads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"persona" text NOT NULL,
	"listing_id" integer,
	"stock_number" text,
	"first_name" text,
	"last_name" text,
	"email" text NOT NULL,
	"phone" text,
	"company" text,
	"zip" text,
	"message" text,
	"offer_amount_cents" bigint,
	"likelihood" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"locale" text NOT NULL,
	"utm" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"first_visit_params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"page_url" text,
	"query_id" text,
	"user_id" text,
	"idempotency_key" text NOT NULL,
	"payload_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "outbox_pending_idx";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "available_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "dead_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leads_idempotency_uq" ON "leads" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "leads_email_idx" ON "leads" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "leads_listing_idx" ON "leads" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outbox_open_idx" ON "outbox" USING btree ("available_at") WHERE completed_at IS NULL AND dead_at IS NULL;