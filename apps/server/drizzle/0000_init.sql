CREATE TABLE "auction_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"auction_id" integer NOT NULL,
	"type" text NOT NULL,
	"url" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auction_likes" (
	"dealer_id" integer NOT NULL,
	"auction_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auction_likes_dealer_id_auction_id_pk" PRIMARY KEY("dealer_id","auction_id")
);
--> statement-breakpoint
CREATE TABLE "auctions" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_id" integer NOT NULL,
	"brand_id" integer,
	"status" text DEFAULT 'REGISTERED' NOT NULL,
	"vehicle_type" text DEFAULT 'MOTORBIKE' NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"year" integer,
	"mileage" integer DEFAULT 0 NOT NULL,
	"fuel" text DEFAULT 'GASOLINE' NOT NULL,
	"color" text DEFAULT '' NOT NULL,
	"condition" text DEFAULT '' NOT NULL,
	"hope_price" bigint,
	"warranty_expiration_date" text DEFAULT '' NOT NULL,
	"region1" text DEFAULT '' NOT NULL,
	"region2" text DEFAULT '' NOT NULL,
	"region3" text DEFAULT '' NOT NULL,
	"purpose" text DEFAULT 'ROAD' NOT NULL,
	"license_plate_desuetude" text DEFAULT 'REGISTERED' NOT NULL,
	"official_income" text DEFAULT '' NOT NULL,
	"secondary_key" text DEFAULT '' NOT NULL,
	"accident" text DEFAULT '없음' NOT NULL,
	"has_accident" boolean DEFAULT false NOT NULL,
	"repair" text DEFAULT '' NOT NULL,
	"structure_change" text DEFAULT '' NOT NULL,
	"other_repair" text DEFAULT '' NOT NULL,
	"etc" text DEFAULT '' NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"max_bidding_price" bigint DEFAULT 0 NOT NULL,
	"bidder_count" integer DEFAULT 0 NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"approved_at" timestamp with time zone,
	"start_at" timestamp with time zone,
	"end_date" timestamp with time zone,
	"select_expire_at" timestamp with time zone,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_account_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"bank_code" text NOT NULL,
	"bank_account_number" text NOT NULL,
	"word_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "biddings" (
	"id" serial PRIMARY KEY NOT NULL,
	"auction_id" integer NOT NULL,
	"dealer_id" integer NOT NULL,
	"price" bigint NOT NULL,
	"is_selected" boolean DEFAULT false NOT NULL,
	"bidding_at" timestamp with time zone DEFAULT now() NOT NULL,
	"canceled_at" timestamp with time zone,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"idempotency_key" text
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"vehicle_type" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "code_links" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"auction_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealers" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"phone_number" text NOT NULL,
	"position" text DEFAULT '대표' NOT NULL,
	"status" text DEFAULT 'AUDIT' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"rejected_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"agency_name" text DEFAULT '' NOT NULL,
	"agency_number" text DEFAULT '' NOT NULL,
	"agency_address" text DEFAULT '' NOT NULL,
	"agency_address_detail" text DEFAULT '' NOT NULL,
	"agency_registration_image" text DEFAULT '' NOT NULL,
	"business_card" text DEFAULT '' NOT NULL,
	"longitude" double precision DEFAULT 0 NOT NULL,
	"latitude" double precision DEFAULT 0 NOT NULL,
	"region1" text DEFAULT '' NOT NULL,
	"region2" text DEFAULT '' NOT NULL,
	"region3" text DEFAULT '' NOT NULL,
	"main_brands" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_bank_account_auth" boolean DEFAULT false NOT NULL,
	"bank_code" text DEFAULT '' NOT NULL,
	"bank_account_number" text DEFAULT '' NOT NULL,
	"penalty_expired_at" timestamp with time zone,
	"suspended_at" timestamp with time zone,
	"hope_transaction_percentage" double precision DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealers_status_check" CHECK ("dealers"."status" in ('AUDIT', 'APPROVED', 'REJECTED'))
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" serial PRIMARY KEY NOT NULL,
	"auction_id" integer NOT NULL,
	"bidding_id" integer NOT NULL,
	"dealer_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"price" bigint NOT NULL,
	"fee" integer,
	"selected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"deposit_deadline" timestamp with time zone,
	"deposit_confirmed_at" timestamp with time zone,
	"reserved_at" timestamp with time zone,
	"reservation_entered_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"final_price" bigint,
	"price_change_reason" text DEFAULT '' NOT NULL,
	"inspection_result" text DEFAULT '' NOT NULL,
	"inspection_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"canceled_at" timestamp with time zone,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"canceled_by" text,
	"fee_refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" serial PRIMARY KEY NOT NULL,
	"deal_id" integer,
	"amount" integer NOT NULL,
	"depositor_name" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"external_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"contents" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_records" (
	"principal" text NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"status_code" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_records_principal_key_pk" PRIMARY KEY("principal","key")
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"contents" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"template" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'SENT' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "penalties" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"auction_id" integer,
	"bidding_id" integer,
	"reason" text DEFAULT '' NOT NULL,
	"ban_days" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"verified_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"auction_id" integer,
	"reason" text NOT NULL,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"question_content" text DEFAULT '' NOT NULL,
	"is_keep_dealing" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"auction_id" integer NOT NULL,
	"dealer_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"direction" text NOT NULL,
	"ratings" smallint NOT NULL,
	"contents" text DEFAULT '' NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_ratings_check" CHECK ("reviews"."ratings" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "sellers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploaded_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"storage_key" text NOT NULL,
	"url" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"owner_type" text NOT NULL,
	"owner_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auction_images" ADD CONSTRAINT "auction_images_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_likes" ADD CONSTRAINT "auction_likes_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_likes" ADD CONSTRAINT "auction_likes_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_account_verifications" ADD CONSTRAINT "bank_account_verifications_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biddings" ADD CONSTRAINT "biddings_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biddings" ADD CONSTRAINT "biddings_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_links" ADD CONSTRAINT "code_links_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_links" ADD CONSTRAINT "code_links_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_bidding_id_biddings_id_fk" FOREIGN KEY ("bidding_id") REFERENCES "public"."biddings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penalties" ADD CONSTRAINT "penalties_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penalties" ADD CONSTRAINT "penalties_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penalties" ADD CONSTRAINT "penalties_bidding_id_biddings_id_fk" FOREIGN KEY ("bidding_id") REFERENCES "public"."biddings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auction_images_auction_idx" ON "auction_images" USING btree ("auction_id","sort_order");--> statement-breakpoint
CREATE INDEX "auctions_status_end_idx" ON "auctions" USING btree ("status","end_date","id");--> statement-breakpoint
CREATE INDEX "auctions_status_brand_idx" ON "auctions" USING btree ("status","brand_id");--> statement-breakpoint
CREATE INDEX "auctions_status_region_idx" ON "auctions" USING btree ("status","region1","region2");--> statement-breakpoint
CREATE INDEX "auctions_seller_idx" ON "auctions" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "bank_account_verifications_dealer_idx" ON "bank_account_verifications" USING btree ("dealer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "biddings_active_key" ON "biddings" USING btree ("auction_id","dealer_id") WHERE "biddings"."canceled_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "biddings_idempotency_key" ON "biddings" USING btree ("dealer_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "biddings_auction_price_idx" ON "biddings" USING btree ("auction_id","price");--> statement-breakpoint
CREATE INDEX "biddings_dealer_idx" ON "biddings" USING btree ("dealer_id","bidding_at");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_name_type_key" ON "brands" USING btree ("name","vehicle_type");--> statement-breakpoint
CREATE INDEX "code_links_dealer_idx" ON "code_links" USING btree ("dealer_id","auction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dealers_username_key" ON "dealers" USING btree ("username");--> statement-breakpoint
CREATE INDEX "dealers_phone_idx" ON "dealers" USING btree ("phone_number");--> statement-breakpoint
CREATE UNIQUE INDEX "deals_auction_key" ON "deals" USING btree ("auction_id");--> statement-breakpoint
CREATE INDEX "deals_dealer_idx" ON "deals" USING btree ("dealer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_external_key" ON "deposits" USING btree ("external_id");--> statement-breakpoint
CREATE INDEX "deposits_deal_idx" ON "deposits" USING btree ("deal_id");--> statement-breakpoint
CREATE INDEX "notices_published_idx" ON "notices" USING btree ("published_at","id");--> statement-breakpoint
CREATE INDEX "notification_outbox_created_idx" ON "notification_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notification_outbox_recipient_idx" ON "notification_outbox" USING btree ("recipient");--> statement-breakpoint
CREATE UNIQUE INDEX "operators_username_key" ON "operators" USING btree ("username");--> statement-breakpoint
CREATE INDEX "penalties_dealer_idx" ON "penalties" USING btree ("dealer_id","created_at");--> statement-breakpoint
CREATE INDEX "phone_codes_phone_idx" ON "phone_codes" USING btree ("phone","purpose","created_at");--> statement-breakpoint
CREATE INDEX "reports_dealer_idx" ON "reports" USING btree ("dealer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_auction_direction_key" ON "reviews" USING btree ("auction_id","direction");--> statement-breakpoint
CREATE INDEX "reviews_dealer_idx" ON "reviews" USING btree ("dealer_id","direction");--> statement-breakpoint
CREATE UNIQUE INDEX "sellers_phone_key" ON "sellers" USING btree ("phone_number");--> statement-breakpoint
CREATE UNIQUE INDEX "uploaded_files_key" ON "uploaded_files" USING btree ("storage_key");