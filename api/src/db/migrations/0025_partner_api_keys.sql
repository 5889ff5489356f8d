CREATE TABLE "partner_api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" integer NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_by" text NOT NULL,
	"creation_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "partner_api_keys" ADD CONSTRAINT "partner_api_keys_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_api_keys_hash_uq" ON "partner_api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_api_keys_creation_uq" ON "partner_api_keys" USING btree ("seller_id","creation_key") WHERE "partner_api_keys"."creation_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "partner_api_keys_seller_idx" ON "partner_api_keys" USING btree ("seller_id","created_at");