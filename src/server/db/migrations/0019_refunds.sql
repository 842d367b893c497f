-- Issue 42: refunds. A reviewer gives a donor back everything they paid (Birr keeps no fee on it).
-- A refunded donation's status is REFUNDED; the refund itself is one row here. At most one live
-- (PENDING or DONE) refund per donation, whoever asks and however often: the partial unique index.
-- The new enum value is not used in this file (Postgres allows that only after the commit).
ALTER TYPE "payment_status" ADD VALUE IF NOT EXISTS 'REFUNDED';--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "refunds" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "donation_id" uuid NOT NULL REFERENCES "donations"("id"),
  "campaign_id" uuid NOT NULL REFERENCES "campaigns"("id"),
  -- What the donor paid and gets back, and the service fee Birr gives up with it.
  "amount" numeric(14, 2) NOT NULL,
  "fee" numeric(14, 2) DEFAULT '0' NOT NULL,
  "currency" text DEFAULT 'ETB' NOT NULL,
  "reason" text NOT NULL,
  -- PENDING: taken out of the campaign's money, the provider not yet sure; DONE; FAILED: refused, undone.
  "status" text DEFAULT 'PENDING' NOT NULL,
  -- Ours, sent to the provider as the refund's unique reference; and the provider's own, when given.
  "reference" text NOT NULL,
  "provider" text NOT NULL,
  "provider_reference" text,
  "failure_reason" text,
  "refunded_by" uuid REFERENCES "users"("id"),
  "attempts" integer DEFAULT 0 NOT NULL,
  "tried_at" timestamp with time zone,
  "settled_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "refunds_amount_positive" CHECK ("amount" > 0),
  CONSTRAINT "refunds_status_known" CHECK ("status" IN ('PENDING', 'DONE', 'FAILED'))
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "refunds_reference_key" ON "refunds" ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "refunds_live_donation_key" ON "refunds" ("donation_id") WHERE "status" <> 'FAILED';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "refunds_campaign_idx" ON "refunds" ("campaign_id", "created_at");--> statement-breakpoint
-- The sandbox provider's record of a refunded payment.
ALTER TABLE "sandbox_payments" ADD COLUMN IF NOT EXISTS "refunded_at" timestamp with time zone;
