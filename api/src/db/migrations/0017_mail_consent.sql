CREATE TABLE "email_confirmation_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"alert_id" uuid,
	"subscription_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "email_confirmation_tokens_target_ck" CHECK (("email_confirmation_tokens"."kind" = 'inventory_alert' AND "email_confirmation_tokens"."alert_id" IS NOT NULL) OR ("email_confirmation_tokens"."kind" = 'mailing_list' AND "email_confirmation_tokens"."subscription_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "mailing_list_subscriptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"list" text NOT NULL,
	"locale" text NOT NULL,
	"consent_page_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	"status" text DEFAULT 'pending' NOT NULL,
	"consent_form" text,
	"consent_text_version" text,
	"consent_requested_at" timestamp with time zone,
	"consent_ip" text,
	"confirmed_at" timestamp with time zone,
	"confirmation_method" text,
	"confirmed_ip" text,
	"confirmation_sent_at" timestamp with time zone,
	CONSTRAINT "mailing_list_subscriptions_status_ck" CHECK ("mailing_list_subscriptions"."status" IN ('pending', 'active', 'unsubscribed')),
	CONSTRAINT "mailing_list_subscriptions_list_ck" CHECK ("mailing_list_subscriptions"."list" IN ('newsletter', 'equipment_newsletter'))
);
--> statement-breakpoint
DROP INDEX "inventory_alerts_active_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_alerts" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_alerts" ADD COLUMN "consent_form" text;--> statement-breakpoint
ALTER TABLE "inventory_alerts" ADD COLUMN "consent_text_version" text;--> statement-breakpoint
ALTER TABLE "inventory_alerts" ADD COLUMN "consent_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inventory_alerts" ADD COLUMN "consent_ip" text;--> statement-breakpoint
ALTER TABLE "inventory_alerts" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inventory_alerts" ADD COLUMN "confirmation_method" text;--> statement-breakpoint
ALTER TABLE "inventory_alerts" ADD COLUMN "confirmed_ip" text;--> statement-breakpoint
ALTER TABLE "inventory_alerts" ADD COLUMN "confirmation_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_unsubscribe_tokens" ADD COLUMN "subscription_id" uuid;--> statement-breakpoint
ALTER TABLE "email_confirmation_tokens" ADD CONSTRAINT "email_confirmation_tokens_alert_id_inventory_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."inventory_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_confirmation_tokens" ADD CONSTRAINT "email_confirmation_tokens_subscription_id_mailing_list_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."mailing_list_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_confirmation_tokens_alert_idx" ON "email_confirmation_tokens" USING btree ("alert_id");--> statement-breakpoint
CREATE INDEX "email_confirmation_tokens_subscription_idx" ON "email_confirmation_tokens" USING btree ("subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mailing_list_subscriptions_email_list_uq" ON "mailing_list_subscriptions" USING btree ("email","list");--> statement-breakpoint
CREATE INDEX "mailing_list_subscriptions_status_idx" ON "mailing_list_subscriptions" USING btree ("list","status");--> statement-breakpoint
ALTER TABLE "email_unsubscribe_tokens" ADD CONSTRAINT "email_unsubscribe_tokens_subscription_id_mailing_list_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."mailing_list_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_alerts_status_idx" ON "inventory_alerts" USING btree ("status");--> statement-breakpoint
CREATE INDEX "email_unsubscribe_tokens_subscription_idx" ON "email_unsubscribe_tokens" USING btree ("subscription_id");--> statement-breakpoint
ALTER TABLE "inventory_alerts" ADD CONSTRAINT "inventory_alerts_status_ck" CHECK ("inventory_alerts"."status" IN ('pending', 'active', 'unsubscribed'));--> statement-breakpoint
-- Alerts stored before consent for mail (docs/decisions/017) were never confirmed by their
-- address: they stay `pending` (never mailed) until it confirms; unsubscribed ones stay so.
UPDATE "inventory_alerts" SET "status" = 'unsubscribed' WHERE "unsubscribed_at" IS NOT NULL;
