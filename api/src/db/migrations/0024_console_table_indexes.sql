CREATE INDEX "listings_updated_idx" ON "listings" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "listings_listed_idx" ON "listings" USING btree ("listed_at","id");--> statement-breakpoint
CREATE INDEX "listings_price_idx" ON "listings" USING btree ("advertised_price_cents","id");--> statement-breakpoint
CREATE INDEX "listings_category_slug_idx" ON "listings" USING btree ("equipment_category_slug");--> statement-breakpoint
CREATE INDEX "listings_model_prefix_idx" ON "listings" USING btree (lower("model") text_pattern_ops);