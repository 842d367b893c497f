-- Issue 40: a HELD payout (the provider reports another amount than ours) is settled by a reviewer,
-- not the one who approved it necessarily: who decided, and when, is kept beside the approval.
ALTER TABLE "withdrawals" ADD COLUMN IF NOT EXISTS "resolved_by" uuid REFERENCES "users"("id");--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN IF NOT EXISTS "resolved_at" timestamp with time zone;
