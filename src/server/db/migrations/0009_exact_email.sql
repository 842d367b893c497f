-- Emails are compared exactly after normalising (trimmed, ASCII letters lower-cased: see
-- normalizeEmail in src/contract/auth.ts). lower() folds Unicode look-alikes (a KELVIN SIGN
-- becomes "k"), which let a look-alike address take another's unique slot or its sign-in.
UPDATE "users" SET "email" = translate("email", 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz') WHERE "email" ~ '[A-Z]';--> statement-breakpoint
DROP INDEX IF EXISTS "users_email_key";--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");
