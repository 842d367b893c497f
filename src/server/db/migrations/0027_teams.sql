-- Issue 44: teams. A supporter's page for a live campaign (/campaign/:id/team/:slug): their name,
-- an optional photo, a line of why and their own target. Gifts made through it carry its id and
-- count for the campaign as every gift does; the team's own total is summed from them. A removed
-- team keeps its row (its gifts still name it, its address is not given to another team).
CREATE TABLE IF NOT EXISTS "campaign_teams" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "campaign_id" uuid NOT NULL REFERENCES "campaigns"("id") ON DELETE CASCADE,
  "user_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "slug" text NOT NULL,
  "name" text NOT NULL,
  "why" text NOT NULL,
  "target_amount" numeric(14, 2) NOT NULL,
  -- The photo's renditions ({key}-{width}.webp) and its 1200×630 link preview ({key}-preview.jpg).
  "photo_key" text,
  "photo_widths" integer[],
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "removed_at" timestamp with time zone,
  "removed_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  CONSTRAINT "campaign_teams_target_positive" CHECK ("target_amount" > 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "campaign_teams_slug_key" ON "campaign_teams" ("campaign_id", "slug");--> statement-breakpoint
-- One live team per person per campaign.
CREATE UNIQUE INDEX IF NOT EXISTS "campaign_teams_one_per_user" ON "campaign_teams" ("campaign_id", "user_id") WHERE "removed_at" IS NULL AND "user_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN IF NOT EXISTS "team_id" uuid REFERENCES "campaign_teams"("id") ON DELETE SET NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "donations_team_idx" ON "donations" ("team_id", "payment_status") WHERE "team_id" IS NOT NULL;
