-- After the launch (issue 26): updates, words of support, reports, suspension and edit history.
-- SUSPENDED is added to the status enum and not used in this migration (a new enum value cannot
-- be used in the transaction that adds it).
ALTER TYPE "campaign_status" ADD VALUE IF NOT EXISTS 'SUSPENDED';
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN IF NOT EXISTS "suspended_reason" text;
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN IF NOT EXISTS "suspended_at" timestamp with time zone;
--> statement-breakpoint
-- Words of support: the donor's message, shown once the donation is VERIFIED, unless the
-- organiser hid it or a reviewer removed it.
ALTER TABLE "donations" ADD COLUMN IF NOT EXISTS "message" text;
--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN IF NOT EXISTS "message_hidden_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN IF NOT EXISTS "message_removed_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "donations_words_idx" ON "donations" ("campaign_id", "verified_at" DESC)
  WHERE "message" IS NOT NULL AND "payment_status" = 'VERIFIED';
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "campaign_updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL REFERENCES "campaigns"("id") ON DELETE CASCADE,
	"text" text NOT NULL,
	"image_key" text,
	"image_widths" integer[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "campaign_updates_campaign_idx" ON "campaign_updates" ("campaign_id", "created_at" DESC);
--> statement-breakpoint
-- Donors who asked for no more updates of one campaign (by the email they gave).
CREATE TABLE IF NOT EXISTS "update_unsubscribes" (
	"campaign_id" uuid NOT NULL REFERENCES "campaigns"("id") ON DELETE CASCADE,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("campaign_id", "email")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "campaign_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL REFERENCES "campaigns"("id") ON DELETE CASCADE,
	"reporter_id" uuid REFERENCES "users"("id"),
	"reporter_email" text,
	"reason" text NOT NULL,
	"details" text,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid REFERENCES "users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_reports_reason" CHECK ("reason" IN ('FRAUD', 'MISLEADING', 'INAPPROPRIATE', 'OTHER')),
	CONSTRAINT "campaign_reports_status" CHECK ("status" IN ('OPEN', 'DISMISSED', 'ACTIONED'))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "campaign_reports_open_idx" ON "campaign_reports" ("status", "campaign_id", "created_at");
--> statement-breakpoint
-- Every change an organiser makes to a live campaign, for reviewers: field → {from, to}.
CREATE TABLE IF NOT EXISTS "campaign_edits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL REFERENCES "campaigns"("id") ON DELETE CASCADE,
	"user_id" uuid NOT NULL REFERENCES "users"("id"),
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "campaign_edits_campaign_idx" ON "campaign_edits" ("campaign_id", "created_at" DESC);
