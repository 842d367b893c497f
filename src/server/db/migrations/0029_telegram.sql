-- Issue 45: the Telegram bot and signing in with Telegram. A person links their account to the
-- bot by opening a one-time deep link (t.me/<bot>?start=<token>); the link is one row per
-- account, the chat the bot writes to, until /stop (stopped_at) or a block. Telegram retries a
-- webhook it thinks failed: each update is handled once, by its update_id.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "telegram_sub" text;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "users_telegram_sub_key" ON "users" ("telegram_sub");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "telegram_links" (
  "user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "chat_id" text NOT NULL,
  "linked_at" timestamp with time zone DEFAULT now() NOT NULL,
  "stopped_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "telegram_links_chat_idx" ON "telegram_links" ("chat_id");--> statement-breakpoint
-- The deep link's token, hashed (sha256): single use, and only until expires_at.
CREATE TABLE IF NOT EXISTS "telegram_link_tokens" (
  "token_hash" text PRIMARY KEY NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "expires_at" timestamp with time zone NOT NULL,
  "used_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "telegram_link_tokens_user_idx" ON "telegram_link_tokens" ("user_id");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "telegram_updates" (
  "update_id" bigint PRIMARY KEY NOT NULL,
  "received_at" timestamp with time zone DEFAULT now() NOT NULL
);
