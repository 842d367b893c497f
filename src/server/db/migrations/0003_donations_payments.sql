ALTER TABLE "donations" ADD COLUMN IF NOT EXISTS "currency" text DEFAULT 'ETB' NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN IF NOT EXISTS "failure_reason" text;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "sandbox_payments" (
	"tx_ref" text PRIMARY KEY NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
