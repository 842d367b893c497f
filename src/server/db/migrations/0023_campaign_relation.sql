-- Issue 44: who a campaign's money is for. "relation" is how the organiser is related to the
-- recipient (contract/relations.ts: SELF, FAMILY, FRIEND, ORGANISATION, COMMUNITY, OTHER);
-- "recipient_name" names the person a personal campaign raises for when it is not its organiser.
-- A personal campaign from before (or from a client that does not ask) has neither: unknown.
ALTER TABLE "campaigns" ADD COLUMN IF NOT EXISTS "relation" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN IF NOT EXISTS "recipient_name" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_relation_known"
  CHECK ("relation" IS NULL OR "relation" IN ('SELF', 'FAMILY', 'FRIEND', 'ORGANISATION', 'COMMUNITY', 'OTHER'));--> statement-breakpoint
-- A business's or a charity organisation's campaign is its organisation's.
UPDATE "campaigns" SET "relation" = 'ORGANISATION'
  WHERE "relation" IS NULL AND ("business_id" IS NOT NULL
    OR "charity_id" IN (SELECT "id" FROM "charities" WHERE "is_organization"));
