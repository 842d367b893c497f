-- What an operator must act on (the console's health page, /admin/health). One row per kind of
-- problem, written when it happens: when it last happened, how often since its window began (a
-- window is at most a day: an occurrence more than 24 hours after the window began starts a new
-- one), the provider's own words, and when it was cleared (a later success of the same thing).
CREATE TABLE IF NOT EXISTS "ops_alerts" (
  "kind" text PRIMARY KEY NOT NULL,
  "window_start" timestamp with time zone NOT NULL,
  "last_at" timestamp with time zone NOT NULL,
  "count" integer DEFAULT 1 NOT NULL,
  "detail" text,
  "cleared_at" timestamp with time zone
);--> statement-breakpoint
-- A message to one person that is not a campaign's notification (a donor told of their refund, a
-- reporter told what became of their report): written, in its reader's language, in the
-- transaction of what it tells, and sent by the job queue (`person-notices`), retried with growing
-- waits when the mail or SMS gateway fails; `once_key` keeps a repeated request from writing it
-- twice, and the job's claim keeps two instances from sending it twice.
CREATE TABLE IF NOT EXISTS "person_notices" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "once_key" text NOT NULL,
  "kind" text NOT NULL CHECK ("kind" IN ('refund', 'report_outcome')),
  "destination" text NOT NULL,
  "channel" text NOT NULL CHECK ("channel" IN ('email', 'sms')),
  "subject" text NOT NULL,
  "text" text NOT NULL,
  "status" text DEFAULT 'pending' NOT NULL CHECK ("status" IN ('pending', 'sending', 'sent', 'failed')),
  "attempts" integer DEFAULT 0 NOT NULL,
  "next_attempt_at" timestamp with time zone,
  "last_error" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "sent_at" timestamp with time zone,
  CONSTRAINT "person_notices_once" UNIQUE ("once_key")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "person_notices_due_idx" ON "person_notices" ("created_at") WHERE "status" IN ('pending', 'sending', 'failed');
