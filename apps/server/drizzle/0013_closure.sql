CREATE TABLE "contact_relays" (
	"id" serial PRIMARY KEY NOT NULL,
	"deal_id" integer NOT NULL,
	"auction_id" integer NOT NULL,
	"party" text NOT NULL,
	"relay_number" text NOT NULL,
	"real_phone" text NOT NULL,
	"ends_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_relays_party_check" CHECK ("contact_relays"."party" in ('SELLER', 'DEALER'))
);
--> statement-breakpoint
CREATE TABLE "owner_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"auction_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"plate_number" text NOT NULL,
	"owner_name" text NOT NULL,
	"owner_phone" text NOT NULL,
	"registry_check" jsonb,
	"token_hash" text,
	"expires_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"listing_version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_consents_kind_check" CHECK ("owner_consents"."kind" in ('OWNER', 'DELEGATED')),
	CONSTRAINT "owner_consents_status_check" CHECK ("owner_consents"."status" in ('PENDING', 'CONFIRMED', 'EXPIRED', 'CANCELED'))
);
--> statement-breakpoint
CREATE TABLE "retention_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'RUNNING' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	CONSTRAINT "retention_runs_status_check" CHECK ("retention_runs"."status" in ('RUNNING', 'DONE', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "title_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"deal_id" integer NOT NULL,
	"auction_id" integer NOT NULL,
	"dealer_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"status" text DEFAULT 'WAITING' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"document_kind" text,
	"proof_key" text,
	"proof_mime_type" text,
	"proof_uploaded_at" timestamp with time zone,
	"objected_at" timestamp with time zone,
	"objection_reason" text DEFAULT '' NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" text,
	"confirmed_operator_id" integer,
	"reminded_day10_at" timestamp with time zone,
	"reminded_day14_at" timestamp with time zone,
	"delayed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "title_transfers_status_check" CHECK ("title_transfers"."status" in ('WAITING', 'SUBMITTED', 'OBJECTED', 'CONFIRMED'))
);
--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "plate_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_relays" ADD CONSTRAINT "contact_relays_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_relays" ADD CONSTRAINT "contact_relays_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_consents" ADD CONSTRAINT "owner_consents_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_consents" ADD CONSTRAINT "owner_consents_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_transfers" ADD CONSTRAINT "title_transfers_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_transfers" ADD CONSTRAINT "title_transfers_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_transfers" ADD CONSTRAINT "title_transfers_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_transfers" ADD CONSTRAINT "title_transfers_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_transfers" ADD CONSTRAINT "title_transfers_confirmed_operator_id_operators_id_fk" FOREIGN KEY ("confirmed_operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_relays_number_key" ON "contact_relays" USING btree ("relay_number") WHERE "contact_relays"."ended_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_relays_deal_party_key" ON "contact_relays" USING btree ("deal_id","party") WHERE "contact_relays"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "contact_relays_ends_idx" ON "contact_relays" USING btree ("ends_at") WHERE "contact_relays"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "owner_consents_auction_idx" ON "owner_consents" USING btree ("auction_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "owner_consents_token_key" ON "owner_consents" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "owner_consents_open_key" ON "owner_consents" USING btree ("auction_id") WHERE "owner_consents"."status" in ('PENDING', 'CONFIRMED');--> statement-breakpoint
CREATE INDEX "retention_runs_started_idx" ON "retention_runs" USING btree ("started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "title_transfers_deal_key" ON "title_transfers" USING btree ("deal_id");--> statement-breakpoint
CREATE INDEX "title_transfers_auction_idx" ON "title_transfers" USING btree ("auction_id");--> statement-breakpoint
CREATE INDEX "title_transfers_status_due_idx" ON "title_transfers" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "title_transfers_dealer_idx" ON "title_transfers" USING btree ("dealer_id","delayed_at");