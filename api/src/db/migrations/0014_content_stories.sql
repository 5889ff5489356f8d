CREATE TYPE "public"."content_category" AS ENUM('case-studies', 'engineering', 'insight', 'news');--> statement-breakpoint
CREATE TYPE "public"."content_state" AS ENUM('draft', 'published');--> statement-breakpoint
CREATE TABLE "content_stories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_stories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"category" "content_category" NOT NULL,
	"state" "content_state" DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"hero_image_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_stories_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "content_stories_slug_unique" UNIQUE("slug"),
	CONSTRAINT "content_stories_published_has_date" CHECK ("content_stories"."state" <> 'published' OR "content_stories"."published_at" IS NOT NULL),
	CONSTRAINT "content_stories_slug_shape" CHECK ("content_stories"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND "content_stories"."slug" <> 'category' AND length("content_stories"."slug") <= 120)
);
--> statement-breakpoint
CREATE TABLE "content_story_relations" (
	"story_id" integer NOT NULL,
	"related_uuid" uuid NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "content_story_relations_story_id_related_uuid_pk" PRIMARY KEY("story_id","related_uuid")
);
--> statement-breakpoint
CREATE TABLE "content_story_tags" (
	"story_id" integer NOT NULL,
	"tag_slug" text NOT NULL,
	CONSTRAINT "content_story_tags_story_id_tag_slug_pk" PRIMARY KEY("story_id","tag_slug")
);
--> statement-breakpoint
CREATE TABLE "content_story_translations" (
	"story_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"body" jsonb NOT NULL,
	"body_text" text NOT NULL,
	"word_count" integer NOT NULL,
	"author_name" text NOT NULL,
	"author_role" text,
	"hero_alt" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (CASE WHEN locale = 'es' THEN
        setweight(to_tsvector('spanish'::regconfig, immutable_unaccent(title)), 'A') ||
        setweight(to_tsvector('spanish'::regconfig, immutable_unaccent(excerpt)), 'B') ||
        setweight(to_tsvector('spanish'::regconfig, immutable_unaccent(body_text)), 'C')
      ELSE
        setweight(to_tsvector('english'::regconfig, immutable_unaccent(title)), 'A') ||
        setweight(to_tsvector('english'::regconfig, immutable_unaccent(excerpt)), 'B') ||
        setweight(to_tsvector('english'::regconfig, immutable_unaccent(body_text)), 'C')
      END) STORED,
	CONSTRAINT "content_story_translations_story_id_locale_pk" PRIMARY KEY("story_id","locale"),
	CONSTRAINT "content_story_translations_locale" CHECK ("content_story_translations"."locale" IN ('en', 'es'))
);
--> statement-breakpoint
CREATE TABLE "content_tags" (
	"slug" text PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_es" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_story_relations" ADD CONSTRAINT "content_story_relations_story_id_content_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."content_stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_story_relations" ADD CONSTRAINT "content_story_relations_related_uuid_content_stories_uuid_fk" FOREIGN KEY ("related_uuid") REFERENCES "public"."content_stories"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_story_tags" ADD CONSTRAINT "content_story_tags_story_id_content_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."content_stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_story_tags" ADD CONSTRAINT "content_story_tags_tag_slug_content_tags_slug_fk" FOREIGN KEY ("tag_slug") REFERENCES "public"."content_tags"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_story_translations" ADD CONSTRAINT "content_story_translations_story_id_content_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."content_stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_stories_public_idx" ON "content_stories" USING btree ("state","published_at");--> statement-breakpoint
CREATE INDEX "content_stories_category_idx" ON "content_stories" USING btree ("category","state","published_at");--> statement-breakpoint
CREATE INDEX "content_story_tags_tag_idx" ON "content_story_tags" USING btree ("tag_slug");--> statement-breakpoint
CREATE INDEX "content_story_translations_search_idx" ON "content_story_translations" USING gin ("search_vector");