-- Issue 43, "pay without leaving Birr, on the phone's own money" (engineer DC): Chapa's direct
-- charge for mobile wallets. A donation paid by a wallet is the same donations row as any other
-- (same tx_ref, same confirmation path); this table holds what the charge itself needs: the wallet,
-- how Chapa asked the donor to authorize it (ussd push or otp; approved once the OTP is taken),
-- Chapa's reference for the OTP, and
-- whether the push was left unanswered (timed_out, set by the donor's page polling, never a timer).
CREATE TABLE IF NOT EXISTS "direct_charges" (
  "tx_ref" text PRIMARY KEY NOT NULL REFERENCES "donations"("tx_ref") ON DELETE CASCADE,
  "method" text NOT NULL,
  "state" text NOT NULL CHECK ("state" IN ('ussd', 'otp', 'approved', 'timed_out')),
  "reference" text,
  "started_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The embedded sandbox's side of a direct charge: what its pretend phone will do (approve, refuse,
-- never answer, or ask for a code) and from when; its verify settles the sandbox ledger from here.
CREATE TABLE IF NOT EXISTS "sandbox_direct_charges" (
  "tx_ref" text PRIMARY KEY NOT NULL REFERENCES "sandbox_payments"("tx_ref") ON DELETE CASCADE,
  "outcome" text NOT NULL CHECK ("outcome" IN ('success', 'failed', 'silent', 'otp')),
  "settles_at" timestamp with time zone NOT NULL
);
