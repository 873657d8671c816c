CREATE TABLE "code_guess_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "code_guess_locks" (
	"subject" text NOT NULL,
	"day" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "code_guess_locks_subject_day_pk" PRIMARY KEY("subject","day")
);
--> statement-breakpoint
DROP INDEX "dealers_phone_idx";--> statement-breakpoint
DROP INDEX "deals_auction_key";--> statement-breakpoint
DROP INDEX "deposits_deal_idx";--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "pending_identity" jsonb;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "deposit_reference" text;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "memo" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "matched_at" timestamp with time zone;--> statement-breakpoint
-- Data fixes before the new unique indexes (databases created by 0000).
-- A phone belongs to one dealer: a later duplicate is parked (not a valid phone) until its owner verifies a new one.
UPDATE "dealers" d SET "phone_number" = d."phone_number" || '#' || d."id"
  WHERE EXISTS (SELECT 1 FROM "dealers" o WHERE o."phone_number" = d."phone_number" AND o."id" < d."id");--> statement-breakpoint
-- deposits.deal_id now means "paid that deal": keep it only on the earliest deposit of a deal whose deposit was confirmed.
UPDATE "deposits" SET "matched_at" = "deals"."deposit_confirmed_at" FROM "deals"
  WHERE "deposits"."deal_id" = "deals"."id" AND "deals"."deposit_confirmed_at" IS NOT NULL
    AND "deposits"."id" = (SELECT min(x."id") FROM "deposits" x WHERE x."deal_id" = "deals"."id");--> statement-breakpoint
UPDATE "deposits" SET "deal_id" = NULL WHERE "matched_at" IS NULL;--> statement-breakpoint
-- Deals confirmed before references existed get one derived from their id (new ones are random).
UPDATE "deals" SET "deposit_reference" = '9' || lpad("id"::text, 5, '0') WHERE "confirmed_at" IS NOT NULL AND "id" < 100000;--> statement-breakpoint
CREATE INDEX "code_guess_failures_subject_idx" ON "code_guess_failures" USING btree ("subject","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dealers_phone_key" ON "dealers" USING btree ("phone_number");--> statement-breakpoint
CREATE UNIQUE INDEX "deals_auction_live_key" ON "deals" USING btree ("auction_id") WHERE "deals"."canceled_at" is null;--> statement-breakpoint
CREATE INDEX "deals_auction_idx" ON "deals" USING btree ("auction_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "deals_deposit_reference_key" ON "deals" USING btree ("deposit_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_deal_key" ON "deposits" USING btree ("deal_id");