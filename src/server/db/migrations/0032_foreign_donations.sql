-- Issue 43, "from abroad" (engineer USD): a donor outside Ethiopia pays by card in US dollars
-- through Chapa's USD checkout. The donation's `amount` and `fee` stay in Birr, as every ledger
-- counts them (`currency` stays 'ETB'); what the provider was asked for is `charge_amount` in
-- `charge_currency`, and `exchange_rate` (Birr for one dollar, as Chapa's rates carry it: four
-- decimals) is the rate the Birr amount was computed at: the quoted one (`rate_source` 'quoted',
-- of `rate_date`) until the payment is verified, then the one the provider reports having applied
-- ('provider'), when it reports one. A Birr gift keeps 'ETB' and nulls.
ALTER TABLE "donations" ADD COLUMN IF NOT EXISTS "charge_currency" text DEFAULT 'ETB' NOT NULL;
--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN IF NOT EXISTS "charge_amount" numeric(14, 2);
--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN IF NOT EXISTS "exchange_rate" numeric(12, 4);
--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN IF NOT EXISTS "rate_date" date;
--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN IF NOT EXISTS "rate_source" text;
--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_foreign_charge" CHECK (
  ("charge_currency" = 'ETB' AND "charge_amount" IS NULL AND "exchange_rate" IS NULL)
  OR ("charge_currency" = 'USD' AND "charge_amount" > 0 AND "exchange_rate" > 0 AND "rate_date" IS NOT NULL
      AND "rate_source" IN ('quoted', 'provider'))
);
--> statement-breakpoint
-- The current rate of each foreign currency, shared by every instance: refreshed from the payment
-- provider (job refresh-rates) where it has rates; without one, the USD_ETB_RATE setting is used.
CREATE TABLE IF NOT EXISTS "exchange_rates" (
  "currency" text PRIMARY KEY NOT NULL,
  "rate" numeric(12, 4) NOT NULL CHECK ("rate" > 0),
  "rate_date" date NOT NULL,
  "source" text NOT NULL,
  "refreshed_at" timestamp with time zone NOT NULL
);
