-- Issue 34 (decision 054): timed online bidding. The rules are the contract's
-- (@ironyard/contract/auctions/*); these tables hold what the api needs to apply them under a
-- lot's lock: the lot's state (leader, price, bid count, close in force and the first two ranked
-- maximums, all applyBid reads), the append-only bid log in commit order, who registered to bid,
-- each bidder's limit and who watches a lot.
ALTER TABLE "auctions" ADD COLUMN "lot_interval_seconds" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "soft_close_seconds" integer DEFAULT 180 NOT NULL;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_lot_interval_ck" CHECK ("lot_interval_seconds" >= 0);--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_soft_close_ck" CHECK ("soft_close_seconds" >= 0);--> statement-breakpoint
-- A lot takes online bids once its starting bid and closes are set (both or none: the calendar's
-- lots of an onsite sale have none). upcoming and open are "not closed yet": whether bids count is
-- the contract's isOpenAt (the auction's start, the close in force); sold, unsold and withdrawn
-- are final.
ALTER TABLE "auction_lots" ADD COLUMN "status" text DEFAULT 'upcoming' NOT NULL;--> statement-breakpoint
ALTER TABLE "auction_lots" ADD COLUMN "starting_bid_cents" bigint;--> statement-breakpoint
ALTER TABLE "auction_lots" ADD COLUMN "reserve_cents" bigint;--> statement-breakpoint
ALTER TABLE "auction_lots" ADD COLUMN "scheduled_close_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auction_lots" ADD COLUMN "closes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auction_lots" ADD COLUMN "price_cents" bigint;--> statement-breakpoint
ALTER TABLE "auction_lots" ADD COLUMN "bid_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "auction_lots" ADD COLUMN "leader_id" text;--> statement-breakpoint
ALTER TABLE "auction_lots" ADD COLUMN "leader_max_cents" bigint;--> statement-breakpoint
ALTER TABLE "auction_lots" ADD COLUMN "runner_up_id" text;--> statement-breakpoint
ALTER TABLE "auction_lots" ADD COLUMN "runner_up_max_cents" bigint;--> statement-breakpoint
ALTER TABLE "auction_lots" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auction_lots" ADD CONSTRAINT "auction_lots_status_ck" CHECK ("status" IN ('upcoming', 'open', 'sold', 'unsold', 'withdrawn'));--> statement-breakpoint
ALTER TABLE "auction_lots" ADD CONSTRAINT "auction_lots_online_ck" CHECK (("starting_bid_cents" IS NULL) = ("closes_at" IS NULL) AND ("closes_at" IS NULL) = ("scheduled_close_at" IS NULL));--> statement-breakpoint
ALTER TABLE "auction_lots" ADD CONSTRAINT "auction_lots_amounts_ck" CHECK (("starting_bid_cents" IS NULL OR "starting_bid_cents" > 0) AND ("reserve_cents" IS NULL OR "reserve_cents" > 0) AND "bid_count" >= 0);--> statement-breakpoint
ALTER TABLE "auction_lots" ADD CONSTRAINT "auction_lots_leader_ck" CHECK (("leader_id" IS NULL) = ("price_cents" IS NULL) AND ("leader_id" IS NULL) = ("leader_max_cents" IS NULL) AND ("runner_up_id" IS NULL) = ("runner_up_max_cents" IS NULL) AND ("leader_id" IS NOT NULL OR "runner_up_id" IS NULL));--> statement-breakpoint
ALTER TABLE "auction_lots" ADD CONSTRAINT "auction_lots_sold_ck" CHECK ("status" <> 'sold' OR ("leader_id" IS NOT NULL AND "closed_at" IS NOT NULL));--> statement-breakpoint
-- The sweeper's question: which lots not closed yet have passed their close.
CREATE INDEX "auction_lots_closing_idx" ON "auction_lots" USING btree ("closes_at") WHERE "status" IN ('upcoming', 'open') AND "closes_at" IS NOT NULL;--> statement-breakpoint
-- A bidder's leading maximums on lots not closed yet (the bidding limit, read under the lock).
CREATE INDEX "auction_lots_leader_idx" ON "auction_lots" USING btree ("leader_id") WHERE "status" IN ('upcoming', 'open');--> statement-breakpoint
-- Every bid that reached a lot's lock, accepted or refused, in the order the server committed
-- them (id: taken under the lot's lock, so one lot's ids are its commit order). Never updated.
CREATE TABLE "auction_bids" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lot_id" integer NOT NULL,
	"bidder_id" text NOT NULL,
	"max_bid_cents" bigint NOT NULL,
	"accepted" boolean NOT NULL,
	"refusal" text,
	"headroom_cents" bigint,
	"price_after_cents" bigint,
	"leading_after" boolean NOT NULL,
	"closes_at_after" timestamp with time zone NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "auction_bids_refusal_ck" CHECK (("accepted" AND "refusal" IS NULL AND "price_after_cents" IS NOT NULL) OR (NOT "accepted" AND "refusal" IN ('lotNotOpen', 'belowMinimum', 'overLimit', 'amountRequired', 'amountInvalid')))
);--> statement-breakpoint
ALTER TABLE "auction_bids" ADD CONSTRAINT "auction_bids_lot_id_auction_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."auction_lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_bids" ADD CONSTRAINT "auction_bids_bidder_id_users_id_fk" FOREIGN KEY ("bidder_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auction_bids_lot_idx" ON "auction_bids" USING btree ("lot_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "auction_bids_idempotency_uq" ON "auction_bids" USING btree ("bidder_id","idempotency_key");--> statement-breakpoint
CREATE TABLE "auction_registrations" (
	"auction_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"phone" text NOT NULL,
	"terms_accepted_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auction_registrations_pk" PRIMARY KEY("auction_id","user_id")
);--> statement-breakpoint
ALTER TABLE "auction_registrations" ADD CONSTRAINT "auction_registrations_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_registrations" ADD CONSTRAINT "auction_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- One row a bidder (made at registration): the bid locks it before the lot, so two bids of one
-- bidder on two lots check the limit one after the other. A null limit is the contract's default.
CREATE TABLE "auction_bidding_limits" (
	"user_id" text PRIMARY KEY NOT NULL,
	"limit_cents" bigint,
	"set_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auction_bidding_limits_ck" CHECK ("limit_cents" IS NULL OR "limit_cents" >= 0)
);--> statement-breakpoint
ALTER TABLE "auction_bidding_limits" ADD CONSTRAINT "auction_bidding_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "auction_watches" (
	"lot_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auction_watches_pk" PRIMARY KEY("lot_id","user_id")
);--> statement-breakpoint
ALTER TABLE "auction_watches" ADD CONSTRAINT "auction_watches_lot_id_auction_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."auction_lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_watches" ADD CONSTRAINT "auction_watches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auction_watches_user_idx" ON "auction_watches" USING btree ("user_id");
