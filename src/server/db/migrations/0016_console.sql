-- Issue 46: the operators' console. Every reviewer and operator action, and an organiser's
-- sensitive change, leaves one row here, written in the transaction of the action itself: an
-- action whose entry cannot be written does not happen. Rows are only ever added.
CREATE TABLE IF NOT EXISTS "audit_log" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "actor_id" uuid REFERENCES "users"("id"),
  "action" text NOT NULL,
  "target_kind" text NOT NULL,
  "target_id" text NOT NULL,
  "reason" text,
  "details" jsonb,
  "ip" text,
  "at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_at_idx" ON "audit_log" ("at" DESC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_actor_idx" ON "audit_log" ("actor_id", "at" DESC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_target_idx" ON "audit_log" ("target_id", "at" DESC);--> statement-breakpoint
-- Append-only, whoever asks: the database itself refuses to change or remove an entry.
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "audit_log_no_update" ON "audit_log";--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();--> statement-breakpoint
DROP TRIGGER IF EXISTS "audit_log_no_truncate" ON "audit_log";--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();--> statement-breakpoint
-- A deactivated person: when and why (is_active already says whether).
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "deactivated_reason" text;--> statement-breakpoint
-- What a deactivation changed, so reactivating restores exactly that: the campaigns it suspended
-- and the payouts it held, with what they were (a request, or an approval whose transfer had not started).
ALTER TABLE "campaigns" ADD COLUMN IF NOT EXISTS "suspended_by_deactivation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN IF NOT EXISTS "held_from" "withdrawal_status";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_created_idx" ON "users" ("created_at");
