-- Issue 36, "back on sale": a deal fell through. The sale stays in the history, cancelled (when and
-- why); valuations, comparable sales, offer likelihood and market reports read uncancelled sales only.
ALTER TABLE "completed_sales" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "completed_sales" ADD COLUMN "cancel_reason" text;
