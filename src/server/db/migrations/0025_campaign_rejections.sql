-- Issue 44: what a campaign held when a reviewer rejected it (every field the wizard asked, and the
-- ids of its files), so that once its organiser fixes and resubmits it, the next reviewer sees what
-- changed since: each field's old and new value, files marked replaced.
CREATE TABLE IF NOT EXISTS "campaign_rejections" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "campaign_id" uuid NOT NULL REFERENCES "campaigns"("id") ON DELETE CASCADE,
  "reason" text,
  -- {fields: {title: "…", accountNumber: "…", …}, files: {coverImage: [id], tinCertificate: [id], …}}
  "snapshot" jsonb NOT NULL,
  "rejected_at" timestamp with time zone DEFAULT now() NOT NULL,
  "resubmitted_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "campaign_rejections_campaign_idx" ON "campaign_rejections" ("campaign_id", "rejected_at" DESC);
