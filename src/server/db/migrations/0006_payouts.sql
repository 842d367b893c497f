CREATE TYPE "public"."withdrawal_status" AS ENUM('REQUESTED', 'APPROVED', 'PAID', 'FAILED', 'REJECTED');--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL REFERENCES "campaigns"("id"),
	"requested_by" uuid NOT NULL REFERENCES "users"("id"),
	"amount" numeric(14, 2) NOT NULL,
	"currency" text DEFAULT 'ETB' NOT NULL,
	"status" "withdrawal_status" DEFAULT 'REQUESTED' NOT NULL,
	"bank_name" "bank" NOT NULL,
	"holder_name" text NOT NULL,
	"account_number" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"reason" text,
	"reference" text,
	"provider" text,
	"provider_reference" text,
	"reviewed_by" uuid REFERENCES "users"("id"),
	"reviewed_at" timestamp with time zone,
	"transfer_started_at" timestamp with time zone,
	"transfer_attempts" integer DEFAULT 0 NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_amount_positive" CHECK ("amount" > 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "withdrawals_campaign_idempotency_key" ON "withdrawals" ("campaign_id", "idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "withdrawals_reference_key" ON "withdrawals" ("reference");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "withdrawals_campaign_idx" ON "withdrawals" ("campaign_id", "status");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "withdrawals_status_created_idx" ON "withdrawals" ("status", "created_at");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "sandbox_payouts" (
	"reference" text PRIMARY KEY NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"status" text DEFAULT 'success' NOT NULL,
	"provider_reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN IF NOT EXISTS "receipt_token" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN IF NOT EXISTS "organiser_noticed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "donations_receipt_token_key" ON "donations" ("receipt_token");--> statement-breakpoint
-- Donations verified before this migration were never announced; they are not news any more.
UPDATE "donations" SET "organiser_noticed_at" = coalesce("verified_at", now()) WHERE "payment_status" = 'VERIFIED';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "donations_unnoticed_idx" ON "donations" ("campaign_id") WHERE "payment_status" = 'VERIFIED' AND "organiser_noticed_at" IS NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN IF NOT EXISTS "goal_noticed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN IF NOT EXISTS "donation_notice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN IF NOT EXISTS "closed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "campaigns" SET "goal_noticed_at" = now() WHERE "raised_amount" >= "goal_amount";
