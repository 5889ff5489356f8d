CREATE TABLE "auction_lots" (
	"id" serial PRIMARY KEY NOT NULL,
	"auction_id" integer NOT NULL,
	"lot_number" integer NOT NULL,
	"title" text NOT NULL,
	"listing_id" integer
);
--> statement-breakpoint
CREATE TABLE "auctions" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_es" text NOT NULL,
	"description_en" text NOT NULL,
	"description_es" text NOT NULL,
	"format" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"venue" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auctions_format_ck" CHECK ("auctions"."format" IN ('online', 'onsite')),
	CONSTRAINT "auctions_dates_ck" CHECK ("auctions"."ends_at" > "auctions"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "auction_lots" ADD CONSTRAINT "auction_lots_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_lots" ADD CONSTRAINT "auction_lots_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auction_lots_number_uq" ON "auction_lots" USING btree ("auction_id","lot_number");--> statement-breakpoint
CREATE INDEX "auction_lots_listing_idx" ON "auction_lots" USING btree ("listing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "auctions_slug_uq" ON "auctions" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "auctions_starts_idx" ON "auctions" USING btree ("starts_at");