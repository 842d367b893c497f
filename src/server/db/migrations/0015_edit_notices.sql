-- An approved change of what a campaign's cause is (title, story, pictures) is told to its donors
-- by the job queue, not in the reviewer's request: the edit remembers when its donors were told,
-- so a run that finds it again (a retry, a second instance) sends nothing twice.
ALTER TABLE "campaign_edits" ADD COLUMN IF NOT EXISTS "donors_told_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "campaign_edits_untold_idx" ON "campaign_edits" ("reviewed_at") WHERE "status" = 'APPROVED' AND "donors_told_at" IS NULL;
