-- Issue 34, the console: staff withdraw a lot that has not closed, with a reason the console shows
-- and the audit log keeps (withdrawAuctionLot). Both null for every other lot.
ALTER TABLE "auction_lots" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auction_lots" ADD COLUMN "withdrawn_reason" text;
