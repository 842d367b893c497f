-- The language a person reads Birr in (issue 27): an account's choice, and the one a donation was
-- made in, so later emails and texts (receipts, updates) reach them in that language.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "locale" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN IF NOT EXISTS "locale" text;
