-- Issue 27, the last English gaps. A failed payout's reason was free English text from the payout
-- adapter, shown in Amharic emails and screens: it becomes a code translated when shown (the
-- provider's own words stay in "reason" for operators). Known texts of earlier rows get their code.
ALTER TABLE "withdrawals" ADD COLUMN IF NOT EXISTS "failure_code" text;--> statement-breakpoint
UPDATE "withdrawals" SET "failure_code" = CASE
    WHEN "reason" LIKE 'The sandbox bank refused%' THEN 'account_refused'
    WHEN "reason" LIKE 'Chapa does not list %' THEN 'bank_not_supported'
    WHEN "reason" LIKE '%account numbers have % digits%' THEN 'account_number_length'
    WHEN "reason" LIKE 'Chapa refused the transfer%' THEN 'provider_refused'
    WHEN "reason" LIKE 'Chapa: %' THEN 'transfer_failed'
    WHEN "reason" LIKE 'Provider reported %' THEN 'amount_mismatch'
    ELSE 'unknown'
  END
  WHERE "status" = 'FAILED' AND "failure_code" IS NULL;--> statement-breakpoint
-- The language a report was filed in, so a guest reporter hears the outcome in it, not in the
-- reviewer's.
ALTER TABLE "campaign_reports" ADD COLUMN IF NOT EXISTS "locale" text;
