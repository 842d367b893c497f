ALTER TABLE "campaigns" ADD COLUMN IF NOT EXISTS "review_reason" text;
