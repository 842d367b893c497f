-- Issue 43, "after giving" (engineer NJ). `hidden_at`: the donor removed an unfinished payment
-- from their donation history (a verified gift is never hidden). `receipt_emailed_at`: when the
-- receipt was handed to the mail server, so the thank-you page says a receipt was emailed only
-- when one was.
ALTER TABLE "donations" ADD COLUMN IF NOT EXISTS "hidden_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN IF NOT EXISTS "receipt_emailed_at" timestamp with time zone;
