-- Issue 36, point 10: a focal point per photo. The public site crops a photo around it (CSS
-- object-position on cards, gallery thumbnails and tiles); percentages of the photo's width and
-- height from its top-left corner, 50/50 (the centre) until an operator picks one.
ALTER TABLE "listing_images" ADD COLUMN "focal_x" smallint DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_images" ADD COLUMN "focal_y" smallint DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_images" ADD CONSTRAINT "listing_images_focal_ck" CHECK ("listing_images"."focal_x" BETWEEN 0 AND 100 AND "listing_images"."focal_y" BETWEEN 0 AND 100);
