-- Where a campaign's visitors and donations come from (issue 44, "know what works").
--
-- A donation remembers the channel of the link its donor came by (telegram, whatsapp, facebook,
-- sms, qr, link, email, direct: src/contract/channels.ts); null when the client did not say.
ALTER TABLE "donations" ADD COLUMN IF NOT EXISTS "channel" text;
--> statement-breakpoint
-- Visitors counted per campaign, day (Ethiopia's) and channel: counts only, nothing about anyone.
CREATE TABLE IF NOT EXISTS "campaign_visits" (
  "campaign_id" uuid NOT NULL REFERENCES "campaigns"("id") ON DELETE CASCADE,
  "day" date NOT NULL,
  "channel" text NOT NULL,
  "visits" integer DEFAULT 0 NOT NULL,
  PRIMARY KEY ("campaign_id", "day", "channel")
);
--> statement-breakpoint
-- Today's random salt, shared by every instance; deleted once its day is over (job forget-visitors),
-- after which no hash of that day can be recomputed from an address.
CREATE TABLE IF NOT EXISTS "visit_salts" (
  "day" date PRIMARY KEY,
  "salt" text NOT NULL
);
--> statement-breakpoint
-- Who was counted today: sha256(salt, campaign, address, user agent), so a visitor is counted once
-- per campaign per day; deleted with the day's salt.
CREATE TABLE IF NOT EXISTS "visit_hashes" (
  "day" date NOT NULL,
  "hash" text NOT NULL,
  PRIMARY KEY ("day", "hash")
);
