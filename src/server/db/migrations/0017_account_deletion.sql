-- Issue 46: a person's own data. Deleting an account blanks the person's row instead of removing
-- it (donations, payouts, reports and the audit log point at it, and the ledger keeps those):
-- `deleted_at` says it is gone, and the row then holds neither an email nor a phone number.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT IF EXISTS "users_email_or_phone";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_email_or_phone"
  CHECK ("email" IS NOT NULL OR "phone_number" IS NOT NULL OR "deleted_at" IS NOT NULL);--> statement-breakpoint
-- A donation whose donor deleted their account keeps its amount; its name and email are blanked
-- and every list, receipt and console shows "Deleted account" in the reader's language.
ALTER TABLE "donations" ADD COLUMN IF NOT EXISTS "donor_deleted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The code a person without a password asks for before deleting their account.
ALTER TYPE "code_purpose" ADD VALUE IF NOT EXISTS 'DELETE_ACCOUNT';
