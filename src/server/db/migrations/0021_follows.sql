-- Issue 45: following a campaign and hearing back. A follower is one person on one campaign: an
-- account (its own email, else phone), or a guest's confirmed email or phone. Messages to
-- followers are written once (notification_messages) and delivered by the job queue; each
-- delivery is one row, unique per (message, destination), so however many runs or instances
-- work a message, each person gets it once.
ALTER TABLE "donations" ADD COLUMN IF NOT EXISTS "follow_updates" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "campaign_followers" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "campaign_id" uuid NOT NULL REFERENCES "campaigns"("id") ON DELETE CASCADE,
  "user_id" uuid REFERENCES "users"("id") ON DELETE CASCADE,
  "email" text,
  "phone_number" text,
  "locale" text,
  -- Where this person hears from us; empty is the default: email, else SMS.
  "channels" text[] DEFAULT '{}' NOT NULL,
  "confirmed_at" timestamp with time zone,
  "unfollowed_at" timestamp with time zone,
  -- sha256 of the unfollow link's token (an HMAC of the follower's id under the server's key).
  "unsubscribe_token_hash" text,
  -- A guest's 6-digit code, hashed, with its expiry and the guesses counted against it.
  "code_hash" text,
  "code_expires_at" timestamp with time zone,
  "code_attempts" integer DEFAULT 0 NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "campaign_followers_one_destination" CHECK (num_nonnulls("user_id", "email", "phone_number") = 1)
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "campaign_followers_user_key" ON "campaign_followers" ("campaign_id", "user_id") WHERE "user_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "campaign_followers_email_key" ON "campaign_followers" ("campaign_id", "email") WHERE "email" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "campaign_followers_phone_key" ON "campaign_followers" ("campaign_id", "phone_number") WHERE "phone_number" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "campaign_followers_token_key" ON "campaign_followers" ("unsubscribe_token_hash");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "campaign_followers_user_idx" ON "campaign_followers" ("user_id", "created_at" DESC) WHERE "user_id" IS NOT NULL;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "notification_messages" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "campaign_id" uuid NOT NULL REFERENCES "campaigns"("id") ON DELETE CASCADE,
  "kind" text NOT NULL CHECK ("kind" IN ('UPDATE', 'HALFWAY', 'GOAL', 'LAST_DAYS', 'ENDED', 'SUSPENDED', 'REFUNDED')),
  -- Urgent ones (money, safety) skip the one-message-in-three-days cap.
  "urgent" boolean DEFAULT false NOT NULL,
  "update_id" uuid REFERENCES "campaign_updates"("id") ON DELETE SET NULL,
  -- Events that happen once per campaign (a milestone, the end, one suspension) name themselves,
  -- so the job that notices them twice writes one message.
  "once_key" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "done_at" timestamp with time zone
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "notification_messages_once_key" ON "notification_messages" ("campaign_id", "once_key");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "notification_messages_open_idx" ON "notification_messages" ("created_at") WHERE "done_at" IS NULL;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "notification_deliveries" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "message_id" uuid NOT NULL REFERENCES "notification_messages"("id") ON DELETE CASCADE,
  "campaign_id" uuid NOT NULL REFERENCES "campaigns"("id") ON DELETE CASCADE,
  "follower_id" uuid REFERENCES "campaign_followers"("id") ON DELETE SET NULL,
  -- The address or number it went to (lower-case email, +251 phone): one person, however they follow.
  "destination" text NOT NULL,
  "channel" text NOT NULL CHECK ("channel" IN ('email', 'sms', 'push', 'telegram')),
  "status" text NOT NULL CHECK ("status" IN ('sending', 'sent', 'failed', 'removed', 'skipped')),
  "urgent" boolean NOT NULL,
  "attempts" integer DEFAULT 0 NOT NULL,
  "next_attempt_at" timestamp with time zone,
  "last_error" text,
  "at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "notification_deliveries_once" UNIQUE ("message_id", "destination")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "notification_deliveries_cap_idx" ON "notification_deliveries" ("destination", "campaign_id", "at" DESC) WHERE NOT "urgent" AND "status" IN ('sending', 'sent');--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "notification_deliveries_retry_idx" ON "notification_deliveries" ("next_attempt_at") WHERE "status" = 'failed';--> statement-breakpoint
-- Donors heard of updates before: those who gave (verified) and did not unsubscribe follow now.
INSERT INTO "campaign_followers" ("campaign_id", "user_id", "locale", "confirmed_at")
SELECT d.campaign_id, d.user_id, (array_agg(coalesce(u.locale, d.locale) ORDER BY d.created_at DESC))[1], now()
  FROM "donations" d JOIN "users" u ON u.id = d.user_id
 WHERE d.payment_status = 'VERIFIED'
   AND lower(d.email) NOT IN (SELECT email FROM "update_unsubscribes" x WHERE x.campaign_id = d.campaign_id)
 GROUP BY d.campaign_id, d.user_id
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "campaign_followers" ("campaign_id", "email", "locale", "confirmed_at")
SELECT d.campaign_id, lower(d.email), (array_agg(d.locale ORDER BY d.created_at DESC))[1], now()
  FROM "donations" d
 WHERE d.payment_status = 'VERIFIED' AND d.user_id IS NULL AND d.email <> ''
   AND lower(d.email) NOT IN (SELECT email FROM "update_unsubscribes" x WHERE x.campaign_id = d.campaign_id)
 GROUP BY d.campaign_id, lower(d.email)
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- What has already happened is not announced on the day this runs. (status::text: on a fresh
-- Postgres every migration runs in one transaction, where 0007's new value SUSPENDED may not be
-- used as an enum value yet.)
INSERT INTO "notification_messages" ("campaign_id", "kind", "once_key", "done_at")
SELECT id, 'HALFWAY', 'HALFWAY', now() FROM "campaigns" WHERE raised_amount * 2 >= goal_amount
UNION ALL SELECT id, 'GOAL', 'GOAL', now() FROM "campaigns" WHERE raised_amount >= goal_amount
UNION ALL SELECT id, 'LAST_DAYS', 'LAST_DAYS', now() FROM "campaigns" WHERE deadline <= (now() AT TIME ZONE 'Africa/Addis_Ababa')::date + 3
UNION ALL SELECT id, 'ENDED', 'ENDED', now() FROM "campaigns" WHERE status = 'COMPLETED'
UNION ALL SELECT id, 'SUSPENDED', 'SUSPENDED:' || extract(epoch FROM suspended_at)::bigint, now() FROM "campaigns" WHERE status::text = 'SUSPENDED' AND suspended_at IS NOT NULL
ON CONFLICT DO NOTHING;
