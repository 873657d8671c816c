CREATE TABLE "closing_alerts" (
	"dealer_id" integer NOT NULL,
	"auction_id" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "closing_alerts_dealer_id_auction_id_pk" PRIMARY KEY("dealer_id","auction_id")
);
--> statement-breakpoint
CREATE TABLE "dealer_notification_settings" (
	"dealer_id" integer PRIMARY KEY NOT NULL,
	"outbid" boolean DEFAULT true NOT NULL,
	"saved_search_digest" boolean DEFAULT true NOT NULL,
	"closing_alerts" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealer_scores" (
	"dealer_id" integer PRIMARY KEY NOT NULL,
	"tier" text DEFAULT 'STANDARD' NOT NULL,
	"measured_tier" text DEFAULT 'STANDARD' NOT NULL,
	"measures" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"tier_since" timestamp with time zone DEFAULT now() NOT NULL,
	"override_tier" text,
	"override_reason" text DEFAULT '' NOT NULL,
	"override_by" integer,
	"override_at" timestamp with time zone,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealer_scores_tier_check" CHECK ("dealer_scores"."tier" in ('EXCELLENT', 'STANDARD', 'WATCH', 'RESTRICTED')),
	CONSTRAINT "dealer_scores_measured_tier_check" CHECK ("dealer_scores"."measured_tier" in ('EXCELLENT', 'STANDARD', 'WATCH', 'RESTRICTED'))
);
--> statement-breakpoint
CREATE TABLE "dealer_tier_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"from_tier" text NOT NULL,
	"to_tier" text NOT NULL,
	"cause" text NOT NULL,
	"measures" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"operator_id" integer,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_search_digests" (
	"dealer_id" integer NOT NULL,
	"day" text NOT NULL,
	"counts" jsonb NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "saved_search_digests_dealer_id_day_pk" PRIMARY KEY("dealer_id","day")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"notify" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "closing_alerts" ADD CONSTRAINT "closing_alerts_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_alerts" ADD CONSTRAINT "closing_alerts_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_notification_settings" ADD CONSTRAINT "dealer_notification_settings_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_scores" ADD CONSTRAINT "dealer_scores_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_tier_changes" ADD CONSTRAINT "dealer_tier_changes_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_digests" ADD CONSTRAINT "saved_search_digests_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dealer_scores_tier_idx" ON "dealer_scores" USING btree ("tier","dealer_id");--> statement-breakpoint
CREATE INDEX "dealer_tier_changes_dealer_idx" ON "dealer_tier_changes" USING btree ("dealer_id","id");--> statement-breakpoint
CREATE INDEX "saved_searches_dealer_idx" ON "saved_searches" USING btree ("dealer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_dealer_name_key" ON "saved_searches" USING btree ("dealer_id","name");--> statement-breakpoint
CREATE INDEX "auctions_price_guide_idx" ON "auctions" USING btree ("brand_id","model","year");--> statement-breakpoint
CREATE INDEX "deals_completed_idx" ON "deals" USING btree ("completed_at","auction_id") WHERE "deals"."completed_at" is not null;