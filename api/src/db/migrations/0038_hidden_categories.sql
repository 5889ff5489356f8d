-- Issue 36: staff hide a category or subcategory. Hidden, it leaves menus, filters, home tiles and
-- the sitemap, and its pages answer 301 to the parent's (docs/decisions/055-hidden-categories.md).
ALTER TABLE "categories" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subcategories" ADD COLUMN "hidden_at" timestamp with time zone;
