ALTER TABLE "auctions" ALTER COLUMN "mileage" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "auctions" ALTER COLUMN "mileage" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "auctions" ALTER COLUMN "fuel" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "auctions" ALTER COLUMN "purpose" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "auctions" ALTER COLUMN "license_plate_desuetude" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "auctions_status_submitted_idx" ON "auctions" USING btree ("status","submitted_at");