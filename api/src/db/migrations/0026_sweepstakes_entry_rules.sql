ALTER TABLE "sweepstakes_entries" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "sweepstakes_entries" ADD COLUMN "rules_version" text;--> statement-breakpoint
ALTER TABLE "sweepstakes_entries" ADD COLUMN "rules_accepted_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "sweepstakes_entries_idempotency_uq" ON "sweepstakes_entries" USING btree ("idempotency_key");