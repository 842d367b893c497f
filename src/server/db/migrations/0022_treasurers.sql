-- Issue 42 item 2: treasurers. An organiser invites up to three people (by email or phone); an
-- accepted, not removed row is a treasurer. While a campaign has treasurers each withdrawal starts
-- AWAITING_TREASURERS and reaches reviewers once a majority approved it; one refusal rejects it.
-- The new enum value is not used below (all migrations may run in one transaction).
ALTER TYPE "withdrawal_status" ADD VALUE IF NOT EXISTS 'AWAITING_TREASURERS' BEFORE 'REQUESTED';--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "campaign_treasurers" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "campaign_id" uuid NOT NULL REFERENCES "campaigns"("id") ON DELETE CASCADE,
  -- Null until the invitation is accepted.
  "user_id" uuid REFERENCES "users"("id"),
  "email" text,
  "phone_number" text,
  -- The invitee's language, for the invitation and what follows.
  "locale" text,
  -- sha256 of the invitation link's token; cleared once used.
  "token_hash" text,
  "invited_by" uuid NOT NULL REFERENCES "users"("id"),
  "invited_at" timestamp with time zone DEFAULT now() NOT NULL,
  "accepted_at" timestamp with time zone,
  "removed_at" timestamp with time zone,
  CONSTRAINT "campaign_treasurers_one_destination" CHECK (num_nonnulls("email", "phone_number") = 1)
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "campaign_treasurers_token_key" ON "campaign_treasurers" ("token_hash");--> statement-breakpoint
-- One live row per person on a campaign.
CREATE UNIQUE INDEX IF NOT EXISTS "campaign_treasurers_user_key" ON "campaign_treasurers" ("campaign_id", "user_id") WHERE "user_id" IS NOT NULL AND "removed_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "campaign_treasurers_campaign_idx" ON "campaign_treasurers" ("campaign_id") WHERE "removed_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "campaign_treasurers_user_idx" ON "campaign_treasurers" ("user_id") WHERE "user_id" IS NOT NULL AND "removed_at" IS NULL;--> statement-breakpoint
-- Each treasurer's say on a withdrawal: one row per treasurer and withdrawal, however often sent.
CREATE TABLE IF NOT EXISTS "withdrawal_treasurer_decisions" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "withdrawal_id" uuid NOT NULL REFERENCES "withdrawals"("id") ON DELETE CASCADE,
  "treasurer_id" uuid NOT NULL REFERENCES "campaign_treasurers"("id"),
  "user_id" uuid NOT NULL REFERENCES "users"("id"),
  "approve" boolean NOT NULL,
  "reason" text,
  "decided_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "withdrawal_treasurer_decisions_refusal_reason" CHECK ("approve" OR "reason" IS NOT NULL)
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "withdrawal_treasurer_decisions_key" ON "withdrawal_treasurer_decisions" ("withdrawal_id", "user_id");
