-- The second security audit. Each column below is read by the rule named beside it.
-- A session is issued on the strength of a credential: bumping the epoch (a reset, a password
-- change, a Google link, a takeover by proof of address) ends every session issued before it,
-- including one a sign-in in flight is about to write.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "credentials_epoch" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN IF NOT EXISTS "credentials_epoch" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A transfer the provider reports as sent, but for another amount: the money stays counted (in
-- flight) until a person decides. What the provider said it sent is kept beside ours.
ALTER TYPE "withdrawal_status" ADD VALUE IF NOT EXISTS 'HELD';--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN IF NOT EXISTS "provider_amount" numeric(14, 2);--> statement-breakpoint
-- A suspended campaign remembers what it was, so reinstating restores it (a COMPLETED one too).
ALTER TABLE "campaigns" ADD COLUMN IF NOT EXISTS "status_before_suspension" "campaign_status";--> statement-breakpoint
-- A change of what the cause is (title, story, cover) after a verified donation waits for a
-- reviewer; the approved version stays public meanwhile. Edits applied at once stay APPLIED.
ALTER TABLE "campaign_edits" ADD COLUMN IF NOT EXISTS "status" text DEFAULT 'APPLIED' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_edits" ADD COLUMN IF NOT EXISTS "pending" jsonb;--> statement-breakpoint
ALTER TABLE "campaign_edits" ADD COLUMN IF NOT EXISTS "reviewed_by" uuid REFERENCES "users"("id");--> statement-breakpoint
ALTER TABLE "campaign_edits" ADD COLUMN IF NOT EXISTS "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_edits" ADD COLUMN IF NOT EXISTS "review_reason" text;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "campaign_edits_one_pending" ON "campaign_edits" ("campaign_id") WHERE "status" = 'PENDING';--> statement-breakpoint
-- The same person reporting the same campaign again adds to their report instead of a new row.
ALTER TABLE "campaign_reports" ADD COLUMN IF NOT EXISTS "repeats" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- When the provider was last asked about a pending donation: anonymous verify calls reuse the
-- answer for a while instead of each costing a provider call.
ALTER TABLE "donations" ADD COLUMN IF NOT EXISTS "provider_checked_at" timestamp with time zone;--> statement-breakpoint
-- One write per intent: the first request with a key does the write, a repeat (a double tap, a
-- retry) gets the same answer. Scoped by who sent it and the route.
CREATE TABLE IF NOT EXISTS "idempotent_requests" (
  "scope" text NOT NULL,
  "key" text NOT NULL,
  "request_hash" text NOT NULL,
  "status_code" integer,
  "response" jsonb,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "idempotent_requests_pk" PRIMARY KEY ("scope", "key")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "idempotent_requests_created_idx" ON "idempotent_requests" ("created_at");
