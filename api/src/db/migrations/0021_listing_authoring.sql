CREATE SEQUENCE "public"."listing_stock_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "description_es" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "creation_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "listings_creation_key_uq" ON "listings" USING btree ("creation_key");