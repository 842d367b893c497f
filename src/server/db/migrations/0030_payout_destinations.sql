-- Issue 44, "paid where Ethiopians keep money": payouts go to any bank or mobile-money wallet Chapa
-- pays to, not only the spec's five. A bank account's bank is an id from the list of payout
-- destinations (server/modules/banks), checked by the service, so the columns become text; the
-- spec's five ids stay as they were. The enum type goes with its last use (it is used nowhere else).
ALTER TABLE "bank_details" ALTER COLUMN "bank_name" TYPE text USING "bank_name"::text;
--> statement-breakpoint
ALTER TABLE "withdrawals" ALTER COLUMN "bank_name" TYPE text USING "bank_name"::text;
--> statement-breakpoint
DROP TYPE IF EXISTS "bank";
--> statement-breakpoint
-- The list every instance shares: Chapa's active banks and wallets, refreshed daily (job
-- refresh-banks) and at first need. `provider_code` is Chapa's bank id (a transfer's bank_code).
CREATE TABLE IF NOT EXISTS "payout_destinations" (
  "id" text PRIMARY KEY NOT NULL,
  "name" text NOT NULL,
  "kind" text NOT NULL CHECK ("kind" IN ('bank', 'wallet')),
  "account_length" integer,
  "provider_code" text NOT NULL,
  "position" integer NOT NULL,
  "refreshed_at" timestamp with time zone NOT NULL
);
