CREATE TABLE "bid_raises" (
	"id" serial PRIMARY KEY NOT NULL,
	"bidding_id" integer NOT NULL,
	"dealer_id" integer NOT NULL,
	"from_price" bigint NOT NULL,
	"to_price" bigint NOT NULL,
	"raised_at" timestamp with time zone DEFAULT now() NOT NULL,
	"idempotency_key" text,
	CONSTRAINT "bid_raises_higher" CHECK ("bid_raises"."to_price" > "bid_raises"."from_price")
);
--> statement-breakpoint
CREATE TABLE "outbid_notices" (
	"auction_id" integer NOT NULL,
	"dealer_id" integer NOT NULL,
	"bidding_id" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbid_notices_auction_id_dealer_id_pk" PRIMARY KEY("auction_id","dealer_id")
);
--> statement-breakpoint
ALTER TABLE "bid_raises" ADD CONSTRAINT "bid_raises_bidding_id_biddings_id_fk" FOREIGN KEY ("bidding_id") REFERENCES "public"."biddings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_raises" ADD CONSTRAINT "bid_raises_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbid_notices" ADD CONSTRAINT "outbid_notices_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbid_notices" ADD CONSTRAINT "outbid_notices_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbid_notices" ADD CONSTRAINT "outbid_notices_bidding_id_biddings_id_fk" FOREIGN KEY ("bidding_id") REFERENCES "public"."biddings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bid_raises_idempotency_key" ON "bid_raises" USING btree ("dealer_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "bid_raises_bidding_idx" ON "bid_raises" USING btree ("bidding_id");