-- Issue 42 item 6 and issue 44 "Thank donors": messages Birr relays between people who do not see
-- each other's address. A visitor writes to a campaign's organiser; an organiser thanks a donor,
-- or every donor not yet thanked. Each message to one person is one row, sent by the job queue
-- (`relay-messages`); the address it goes to is looked up when it is sent, never stored here.
CREATE TABLE IF NOT EXISTS "thank_batches" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "campaign_id" uuid NOT NULL REFERENCES "campaigns"("id") ON DELETE CASCADE,
  "sender_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "message" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  -- When the job wrote a message per donor (once).
  "expanded_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "thank_batches_open_idx" ON "thank_batches" ("created_at") WHERE "expanded_at" IS NULL;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "relay_messages" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "campaign_id" uuid NOT NULL REFERENCES "campaigns"("id") ON DELETE CASCADE,
  -- contact: a visitor to the organiser; thanks: the organiser to one donation's donor.
  "kind" text NOT NULL CHECK ("kind" IN ('contact', 'thanks')),
  "donation_id" uuid REFERENCES "donations"("id") ON DELETE CASCADE,
  "batch_id" uuid REFERENCES "thank_batches"("id") ON DELETE SET NULL,
  "sender_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "sender_name" text NOT NULL,
  -- contact only: the address the sender chose to give, for the organiser's reply.
  "reply_to" text,
  "sender_locale" text,
  "message" text NOT NULL,
  "status" text DEFAULT 'pending' NOT NULL CHECK ("status" IN ('pending', 'sending', 'sent', 'failed', 'skipped')),
  "attempts" integer DEFAULT 0 NOT NULL,
  -- A failed send's next try; while `sending`, when the claim lapses (a crashed worker's row is taken again).
  "next_attempt_at" timestamp with time zone,
  "last_error" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "sent_at" timestamp with time zone,
  CONSTRAINT "relay_messages_thanks_donation" CHECK (("kind" = 'thanks') = ("donation_id" IS NOT NULL))
);--> statement-breakpoint
-- One thank-you per donation, however many taps, batches or instances.
CREATE UNIQUE INDEX IF NOT EXISTS "relay_messages_donation_key" ON "relay_messages" ("donation_id") WHERE "donation_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "relay_messages_due_idx" ON "relay_messages" ("created_at") WHERE "status" IN ('pending', 'sending', 'failed');--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "relay_messages_campaign_idx" ON "relay_messages" ("campaign_id", "kind");
