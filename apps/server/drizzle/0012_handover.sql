CREATE TABLE "deduction_guide" (
	"vehicle_type" text NOT NULL,
	"item" text NOT NULL,
	"min" bigint NOT NULL,
	"max" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deduction_guide_vehicle_type_item_pk" PRIMARY KEY("vehicle_type","item"),
	CONSTRAINT "deduction_guide_range_check" CHECK ("deduction_guide"."min" >= 0 and "deduction_guide"."min" <= "deduction_guide"."max")
);
--> statement-breakpoint
CREATE TABLE "disputes" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"auction_id" integer NOT NULL,
	"dealer_id" integer NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"opened_by" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"outcome" text,
	"amount" bigint,
	"reason" text DEFAULT '' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disputes_status_check" CHECK ("disputes"."status" in ('OPEN', 'DECIDED', 'WITHDRAWN')),
	CONSTRAINT "disputes_opened_by_check" CHECK ("disputes"."opened_by" in ('SELLER', 'TIMEOUT'))
);
--> statement-breakpoint
CREATE TABLE "price_claim_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"item" text NOT NULL,
	"observed" text NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"auction_id" integer NOT NULL,
	"deal_id" integer NOT NULL,
	"dealer_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"winning_price" bigint NOT NULL,
	"total" bigint NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"answer_by" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"seller_reason" text DEFAULT '' NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_claims_status_check" CHECK ("price_claims"."status" in ('OPEN', 'ACCEPTED', 'DISPUTED', 'DECIDED', 'WITHDRAWN'))
);
--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "condition_report" jsonb;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "approved_version" integer;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "agreed_price" bigint;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "claim_settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_claim_id_price_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."price_claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_decided_by_operators_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_claim_items" ADD CONSTRAINT "price_claim_items_claim_id_price_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."price_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_claims" ADD CONSTRAINT "price_claims_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_claims" ADD CONSTRAINT "price_claims_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_claims" ADD CONSTRAINT "price_claims_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_claims" ADD CONSTRAINT "price_claims_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_claim_key" ON "disputes" USING btree ("claim_id");--> statement-breakpoint
CREATE INDEX "disputes_status_idx" ON "disputes" USING btree ("status","opened_at");--> statement-breakpoint
CREATE INDEX "disputes_dealer_idx" ON "disputes" USING btree ("dealer_id","decided_at");--> statement-breakpoint
CREATE UNIQUE INDEX "price_claim_items_key" ON "price_claim_items" USING btree ("claim_id","item");--> statement-breakpoint
CREATE UNIQUE INDEX "price_claims_pending_key" ON "price_claims" USING btree ("deal_id") WHERE "price_claims"."status" in ('OPEN', 'DISPUTED');--> statement-breakpoint
CREATE UNIQUE INDEX "price_claims_settled_key" ON "price_claims" USING btree ("deal_id") WHERE "price_claims"."status" in ('ACCEPTED', 'DECIDED');--> statement-breakpoint
CREATE INDEX "price_claims_auction_idx" ON "price_claims" USING btree ("auction_id","id");--> statement-breakpoint
CREATE INDEX "price_claims_open_idx" ON "price_claims" USING btree ("answer_by") WHERE "price_claims"."status" = 'OPEN';