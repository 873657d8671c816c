CREATE TABLE "fee_virtual_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"deal_id" integer NOT NULL,
	"provider" text NOT NULL,
	"order_id" text NOT NULL,
	"provider_payment_id" text,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"holder_name" text NOT NULL,
	"amount" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"secret" text,
	"status" text DEFAULT 'WAITING' NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_virtual_accounts_status_check" CHECK ("fee_virtual_accounts"."status" in ('WAITING', 'PAID', 'CANCELED', 'EXPIRED'))
);
--> statement-breakpoint
CREATE TABLE "tax_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"deal_id" integer NOT NULL,
	"dealer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amends_id" integer,
	"written_on" text NOT NULL,
	"supply_amount" integer NOT NULL,
	"vat" integer NOT NULL,
	"total" integer NOT NULL,
	"supplier" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"provider" text NOT NULL,
	"provider_id" text,
	"approval_number" text,
	"issued_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_invoices_kind_check" CHECK ("tax_invoices"."kind" in ('ISSUE', 'AMEND'))
);
--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "provider" text DEFAULT 'local' NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "last_answer" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "fee_virtual_accounts" ADD CONSTRAINT "fee_virtual_accounts_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_amends_id_tax_invoices_id_fk" FOREIGN KEY ("amends_id") REFERENCES "public"."tax_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fee_virtual_accounts_order_key" ON "fee_virtual_accounts" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_virtual_accounts_deal_live_key" ON "fee_virtual_accounts" USING btree ("deal_id") WHERE "fee_virtual_accounts"."status" in ('WAITING', 'PAID');--> statement-breakpoint
CREATE UNIQUE INDEX "tax_invoices_deal_kind_key" ON "tax_invoices" USING btree ("deal_id","kind");--> statement-breakpoint
CREATE INDEX "tax_invoices_dealer_idx" ON "tax_invoices" USING btree ("dealer_id","written_on");--> statement-breakpoint
CREATE INDEX "tax_invoices_written_idx" ON "tax_invoices" USING btree ("written_on");--> statement-breakpoint
CREATE INDEX "notification_outbox_queue_idx" ON "notification_outbox" USING btree ("next_attempt_at") WHERE "notification_outbox"."status" = 'QUEUED';--> statement-breakpoint
UPDATE "notification_outbox" SET "status" = 'QUEUED' WHERE "status" = 'PENDING';--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_status_check" CHECK ("notification_outbox"."status" in ('QUEUED', 'SENT', 'FAILED'));