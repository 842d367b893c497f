-- Issue 42: people who proved who they are with Fayda (Ethiopia's national ID, through eSignet).
-- Only what the badge and the reviewers need: the verified name (English and Amharic, as the ID
-- gives them), when, and the provider's subject as an HMAC keyed with the server's secret — never
-- an ID number, a birth date, a phone number or a photo. One identity verifies one account.
CREATE TABLE IF NOT EXISTS "identity_verifications" (
  "user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id"),
  "provider" text NOT NULL,
  "subject_hash" text NOT NULL,
  "name_en" text,
  "name_am" text,
  "verified_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "identity_verifications_name" CHECK ("name_en" IS NOT NULL OR "name_am" IS NOT NULL)
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "identity_verifications_subject_key" ON "identity_verifications" ("provider", "subject_hash");
