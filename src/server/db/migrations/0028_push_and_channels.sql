-- Issue 45: Web Push, where each person hears from us, and what a campaign's organiser and
-- treasurers are sent. A push subscription is one device of one account (its endpoint is unique:
-- a browser that signs in as someone else moves with them); it is deleted when the push service
-- answers 404/410. A person's chosen channels are one row; without one, email (else SMS) as before.
CREATE TABLE IF NOT EXISTS "push_subscriptions" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "endpoint" text NOT NULL,
  "p256dh" text NOT NULL,
  "auth" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "push_subscriptions_endpoint_key" UNIQUE ("endpoint")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "push_subscriptions_user_idx" ON "push_subscriptions" ("user_id");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "notification_preferences" (
  "user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "channels" text[] NOT NULL CHECK ("channels" <@ ARRAY['email', 'sms', 'push', 'telegram']::text[] AND cardinality("channels") > 0),
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- Messages to the campaign's team (its organiser and treasurers) go through the same queue and
-- deliveries as the followers' ones; `data` holds what the words need (a batch's count and sum,
-- an amount, a decision).
ALTER TABLE "notification_messages" DROP CONSTRAINT IF EXISTS "notification_messages_kind_check";--> statement-breakpoint
ALTER TABLE "notification_messages" ADD CONSTRAINT "notification_messages_kind_check" CHECK ("kind" IN (
  'UPDATE', 'HALFWAY', 'GOAL', 'LAST_DAYS', 'ENDED', 'SUSPENDED', 'REFUNDED',
  'DONATIONS', 'WITHDRAWAL_DECISION', 'PAYOUT_PAID', 'PAYOUT_FAILED', 'REPORT_DECISION'));--> statement-breakpoint
ALTER TABLE "notification_messages" ADD COLUMN IF NOT EXISTS "audience" text DEFAULT 'followers' NOT NULL CHECK ("audience" IN ('followers', 'team'));--> statement-breakpoint
ALTER TABLE "notification_messages" ADD COLUMN IF NOT EXISTS "data" jsonb;--> statement-breakpoint
-- A team member's delivery names the person (a follower's names the follower).
ALTER TABLE "notification_deliveries" ADD COLUMN IF NOT EXISTS "user_id" uuid REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
-- A delivery left `sending` by a crash is taken up again after a while (its `at` is when it was claimed).
CREATE INDEX IF NOT EXISTS "notification_deliveries_sending_idx" ON "notification_deliveries" ("at") WHERE "status" = 'sending';
