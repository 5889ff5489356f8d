CREATE TABLE "partner_members" (
	"email" text PRIMARY KEY NOT NULL,
	"seller_id" integer NOT NULL,
	"added_by" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_members" ADD CONSTRAINT "partner_members_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_members_seller_idx" ON "partner_members" USING btree ("seller_id");