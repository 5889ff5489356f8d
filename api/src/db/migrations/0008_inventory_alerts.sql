CREATE TABLE "inventory_alerts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"filters" jsonb NOT NULL,
	"filters_hash" text NOT NULL,
	"unsubscribe_token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	"last_checked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_alerts_email_filters_uq" ON "inventory_alerts" USING btree ("email","filters_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_alerts_unsubscribe_token_uq" ON "inventory_alerts" USING btree ("unsubscribe_token_hash");--> statement-breakpoint
CREATE INDEX "inventory_alerts_active_idx" ON "inventory_alerts" USING btree ("unsubscribed_at");