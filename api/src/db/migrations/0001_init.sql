CREATE TYPE "public"."condition_rating" AS ENUM('Poor', 'Fair', 'Good', 'Great', 'Excellent');--> statement-breakpoint
CREATE TYPE "public"."emission_tier" AS ENUM('Tier 1', 'Tier 2', 'Tier 3', 'Tier 4', 'Tier 4A', 'Tier 4B', 'Tier 4i');--> statement-breakpoint
CREATE TYPE "public"."flair" AS ENUM('AsIsWhereIs', 'ComingSoon', 'Demo', 'FreeShipping', 'PartnerSeller', 'PriceReduced', 'SoldWithAttachments', 'WarrantyAvailable', 'WarrantyIncluded', 'None', 'NotSet');--> statement-breakpoint
CREATE TYPE "public"."inspection_document_kind" AS ENUM('inspection_report', 'photos', 'packet', 'maintenance', 'oil_analysis', 'hydraulic_fluid_analysis', 'telematics_summary', 'specifications_sheet', 'operators_manual', 'purchase_invoice', 'lien_title_check');--> statement-breakpoint
CREATE TYPE "public"."listing_status" AS ENUM('available', 'coming_soon', 'sold', 'no_longer_available', 'removed');--> statement-breakpoint
CREATE TYPE "public"."price_change_reason" AS ENUM('listed', 'reduced', 'increased');--> statement-breakpoint
CREATE TYPE "public"."provenance" AS ENUM('vpic', 'curated', 'generated');--> statement-breakpoint
CREATE TYPE "public"."sale_channel" AS ENUM('marketplace', 'auction', 'dealer');--> statement-breakpoint
CREATE TYPE "public"."seller_kind" AS ENUM('standard', 'partner');--> statement-breakpoint
CREATE SEQUENCE "public"."listings_change_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "broad_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_es" text NOT NULL,
	"intro_en" text NOT NULL,
	"intro_es" text NOT NULL,
	"sort_order" smallint NOT NULL,
	CONSTRAINT "broad_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "broad_category_categories" (
	"broad_category_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "broad_category_categories_broad_category_id_category_id_pk" PRIMARY KEY("broad_category_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_es" text NOT NULL,
	"singular_en" text NOT NULL,
	"singular_es" text NOT NULL,
	"group_slug" text NOT NULL,
	"intro_en" text NOT NULL,
	"intro_es" text NOT NULL,
	"primary_size_metric" text NOT NULL,
	"spec_fields" jsonb NOT NULL,
	"icon" text NOT NULL,
	"hts_heading" text,
	"sort_order" smallint NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "makes" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"aliases" text[] DEFAULT '{}' NOT NULL,
	"parent_company" text,
	"top_rank" smallint,
	"first_letter" text NOT NULL,
	"featured" boolean DEFAULT true NOT NULL,
	CONSTRAINT "makes_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "models" (
	"id" serial PRIMARY KEY NOT NULL,
	"make_id" integer NOT NULL,
	"category_id" integer,
	"subcategory_id" integer,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"year_from" smallint,
	"year_to" smallint,
	"size_class" text,
	"provenance" "provenance" NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spec_sheets" (
	"model_id" integer PRIMARY KEY NOT NULL,
	"operating_weight_lb" integer,
	"rental_daily_cents" integer,
	"rental_half_day_cents" integer,
	"rental_weekly_cents" integer,
	"fuel_cost_per_month_cents" integer,
	"fuel_gallons_per_hour" real,
	"maintenance_cost_per_hour_cents" integer,
	"maintenance_cost_per_month_cents" integer,
	"model_price_cents" integer,
	"financing_new_monthly_cents" integer,
	"financing_used_monthly_cents" integer,
	"specs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ai_generated" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subcategories" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_es" text NOT NULL,
	"sort_order" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"path" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt_en" text NOT NULL,
	"alt_es" text NOT NULL,
	"is_illustration" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"url" text NOT NULL,
	"poster_path" text,
	"title" text NOT NULL,
	"duration_seconds" integer
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" serial PRIMARY KEY NOT NULL,
	"stock_number" text NOT NULL,
	"year" smallint NOT NULL,
	"make_id" integer NOT NULL,
	"model_id" integer,
	"model" text NOT NULL,
	"category_id" integer NOT NULL,
	"equipment_category_slug" text NOT NULL,
	"taxonomized_sub_category_id" integer,
	"serial_number" text,
	"hours" integer,
	"miles" integer,
	"secondary_hours" integer,
	"advertised_price_cents" bigint NOT NULL,
	"original_price_cents" bigint NOT NULL,
	"floor_price_cents" bigint NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"address" text NOT NULL,
	"place_id" text NOT NULL,
	"short_address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"seller_id" integer NOT NULL,
	"flair" "flair" DEFAULT 'NotSet' NOT NULL,
	"is_partner_seller" boolean DEFAULT false NOT NULL,
	"has_warranty" boolean DEFAULT false NOT NULL,
	"condition" "condition_rating",
	"emission_tier" "emission_tier",
	"agreement_type" smallint DEFAULT 2 NOT NULL,
	"status" "listing_status" DEFAULT 'available' NOT NULL,
	"sold_at" timestamp with time zone,
	"fleet_advisor" text,
	"listing_company" text,
	"listing_seller_company" text,
	"description" text,
	"specs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"has_inspection" boolean DEFAULT false NOT NULL,
	"price_reduced_at" timestamp with time zone,
	"listed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"change_seq" bigint DEFAULT nextval('listings_change_seq') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"price_cents" bigint NOT NULL,
	"reason" "price_change_reason" NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sellers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" "seller_kind" NOT NULL,
	"street" text NOT NULL,
	"suite" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"phone" text,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inspection_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"inspection_id" integer NOT NULL,
	"kind" "inspection_document_kind" NOT NULL,
	"title" text NOT NULL,
	"pages" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inspection_points" (
	"position" smallint PRIMARY KEY NOT NULL,
	"section" text NOT NULL,
	"section_es" text NOT NULL,
	"name_en" text NOT NULL,
	"name_es" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inspections" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"inspector_id" integer NOT NULL,
	"inspected_at" timestamp with time zone NOT NULL,
	"overall_condition" "condition_rating" NOT NULL,
	"what_is_great_en" text[] NOT NULL,
	"what_is_great_es" text[] NOT NULL,
	"what_needs_work_en" text[] NOT NULL,
	"what_needs_work_es" text[] NOT NULL,
	"point_ratings" smallint[] NOT NULL,
	"point_notes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inspectors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"certifications" text[] DEFAULT '{}' NOT NULL,
	"inspections_done" integer NOT NULL,
	"years_experience" smallint NOT NULL,
	"region" text
);
--> statement-breakpoint
CREATE TABLE "completed_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer,
	"make_id" integer NOT NULL,
	"model_id" integer,
	"model" text NOT NULL,
	"category_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"hours" integer,
	"miles" integer,
	"condition" "condition_rating",
	"price_cents" bigint NOT NULL,
	"sold_on" date NOT NULL,
	"channel" "sale_channel" NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"payload" jsonb NOT NULL,
	"dedupe_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"relayed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "sent_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text DEFAULT 'email' NOT NULL,
	"template" text NOT NULL,
	"locale" text NOT NULL,
	"to" text NOT NULL,
	"from" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"transport" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_queries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"text" text,
	"params" jsonb NOT NULL,
	"result_count" integer NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_suggestions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_suggestions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"phrase" text NOT NULL,
	"kind" text NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"params" jsonb NOT NULL,
	CONSTRAINT "search_suggestions_phrase_unique" UNIQUE("phrase")
);
--> statement-breakpoint
ALTER TABLE "broad_category_categories" ADD CONSTRAINT "broad_category_categories_broad_category_id_broad_categories_id_fk" FOREIGN KEY ("broad_category_id") REFERENCES "public"."broad_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broad_category_categories" ADD CONSTRAINT "broad_category_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_make_id_makes_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."makes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_subcategory_id_subcategories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."subcategories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spec_sheets" ADD CONSTRAINT "spec_sheets_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcategories" ADD CONSTRAINT "subcategories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_images" ADD CONSTRAINT "listing_images_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_videos" ADD CONSTRAINT "listing_videos_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_make_id_makes_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."makes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_taxonomized_sub_category_id_subcategories_id_fk" FOREIGN KEY ("taxonomized_sub_category_id") REFERENCES "public"."subcategories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_documents" ADD CONSTRAINT "inspection_documents_inspection_id_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."inspections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_inspector_id_inspectors_id_fk" FOREIGN KEY ("inspector_id") REFERENCES "public"."inspectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "completed_sales" ADD CONSTRAINT "completed_sales_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "completed_sales" ADD CONSTRAINT "completed_sales_make_id_makes_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."makes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "completed_sales" ADD CONSTRAINT "completed_sales_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "completed_sales" ADD CONSTRAINT "completed_sales_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "models_make_category_slug_uq" ON "models" USING btree ("make_id","category_id","slug");--> statement-breakpoint
CREATE INDEX "models_category_idx" ON "models" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "models_provenance_idx" ON "models" USING btree ("provenance");--> statement-breakpoint
CREATE UNIQUE INDEX "subcategories_category_slug_uq" ON "subcategories" USING btree ("category_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_images_listing_position_uq" ON "listing_images" USING btree ("listing_id","position");--> statement-breakpoint
CREATE INDEX "listing_videos_listing_idx" ON "listing_videos" USING btree ("listing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "listings_stock_number_uq" ON "listings" USING btree ("stock_number");--> statement-breakpoint
CREATE INDEX "listings_change_seq_idx" ON "listings" USING btree ("change_seq");--> statement-breakpoint
CREATE INDEX "listings_category_status_idx" ON "listings" USING btree ("category_id","status");--> statement-breakpoint
CREATE INDEX "listings_make_model_idx" ON "listings" USING btree ("make_id","model_id");--> statement-breakpoint
CREATE INDEX "listings_status_listed_idx" ON "listings" USING btree ("status","listed_at");--> statement-breakpoint
CREATE INDEX "price_history_listing_idx" ON "price_history" USING btree ("listing_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "inspection_documents_kind_uq" ON "inspection_documents" USING btree ("inspection_id","kind");--> statement-breakpoint
CREATE INDEX "inspection_documents_inspection_idx" ON "inspection_documents" USING btree ("inspection_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inspections_listing_uq" ON "inspections" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "completed_sales_category_sold_idx" ON "completed_sales" USING btree ("category_id","sold_on");--> statement-breakpoint
CREATE INDEX "completed_sales_make_model_idx" ON "completed_sales" USING btree ("make_id","model_id","sold_on");--> statement-breakpoint
CREATE INDEX "completed_sales_state_idx" ON "completed_sales" USING btree ("state","sold_on");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_dedupe_uq" ON "outbox" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "outbox" USING btree ("id") WHERE relayed_at IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "sent_messages_dedupe_uq" ON "sent_messages" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "sent_messages_to_idx" ON "sent_messages" USING btree ("to");--> statement-breakpoint
CREATE INDEX "search_queries_created_idx" ON "search_queries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "search_queries_text_idx" ON "search_queries" USING btree ("text");