-- Campaign search: one text per campaign holding everything a visitor may search by (title,
-- description, the recipient's name, the organiser's name), kept current by triggers and served
-- by a pg_trgm GIN index, so `ILIKE '%words%'` stays an index scan as campaigns grow.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN IF NOT EXISTS "search_text" text DEFAULT '' NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION birr_campaign_search_text(c "campaigns") RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT concat_ws(' ',
    c.title,
    c.description,
    (SELECT b.full_name FROM "businesses" b WHERE b.id = c.business_id),
    (SELECT ch.full_name FROM "charities" ch WHERE ch.id = c.charity_id),
    (SELECT u.first_name || ' ' || u.last_name FROM "users" u WHERE u.id = c.user_id))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION birr_campaigns_search_text_trg() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := birr_campaign_search_text(NEW);
  RETURN NEW;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS campaigns_search_text ON "campaigns";
--> statement-breakpoint
CREATE TRIGGER campaigns_search_text BEFORE INSERT OR UPDATE OF title, description, business_id, charity_id, user_id
  ON "campaigns" FOR EACH ROW EXECUTE FUNCTION birr_campaigns_search_text_trg();
--> statement-breakpoint
-- A renamed recipient or organiser: touch their campaigns so the trigger above recomputes them.
CREATE OR REPLACE FUNCTION birr_people_search_text_trg() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    UPDATE "campaigns" SET title = title WHERE user_id = NEW.id;
  ELSIF TG_TABLE_NAME = 'businesses' THEN
    UPDATE "campaigns" SET title = title WHERE business_id = NEW.id;
  ELSE
    UPDATE "campaigns" SET title = title WHERE charity_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_search_text ON "users";
--> statement-breakpoint
CREATE TRIGGER users_search_text AFTER UPDATE OF first_name, last_name ON "users"
  FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION birr_people_search_text_trg();
--> statement-breakpoint
DROP TRIGGER IF EXISTS businesses_search_text ON "businesses";
--> statement-breakpoint
CREATE TRIGGER businesses_search_text AFTER UPDATE OF full_name ON "businesses"
  FOR EACH ROW WHEN (OLD.full_name IS DISTINCT FROM NEW.full_name)
  EXECUTE FUNCTION birr_people_search_text_trg();
--> statement-breakpoint
DROP TRIGGER IF EXISTS charities_search_text ON "charities";
--> statement-breakpoint
CREATE TRIGGER charities_search_text AFTER UPDATE OF full_name ON "charities"
  FOR EACH ROW WHEN (OLD.full_name IS DISTINCT FROM NEW.full_name)
  EXECUTE FUNCTION birr_people_search_text_trg();
--> statement-breakpoint
-- Campaigns that existed before this migration.
UPDATE "campaigns" SET title = title;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "campaigns_search_trgm_idx" ON "campaigns" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
-- Every instance keeps a few seconds of public campaign reads in memory; a change to what those
-- reads show tells them all at commit (LISTEN birr_public_reads), so none serves the old answer.
CREATE OR REPLACE FUNCTION birr_public_reads_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('birr_public_reads', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS campaigns_public_reads ON "campaigns";
--> statement-breakpoint
CREATE TRIGGER campaigns_public_reads AFTER INSERT OR UPDATE OR DELETE ON "campaigns"
  FOR EACH STATEMENT EXECUTE FUNCTION birr_public_reads_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS campaign_media_public_reads ON "campaign_media";
--> statement-breakpoint
CREATE TRIGGER campaign_media_public_reads AFTER INSERT OR UPDATE OR DELETE ON "campaign_media"
  FOR EACH STATEMENT EXECUTE FUNCTION birr_public_reads_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS donations_public_reads ON "donations";
--> statement-breakpoint
CREATE TRIGGER donations_public_reads AFTER INSERT OR UPDATE OR DELETE ON "donations"
  FOR EACH STATEMENT EXECUTE FUNCTION birr_public_reads_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS businesses_public_reads ON "businesses";
--> statement-breakpoint
CREATE TRIGGER businesses_public_reads AFTER UPDATE OR DELETE ON "businesses"
  FOR EACH STATEMENT EXECUTE FUNCTION birr_public_reads_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS charities_public_reads ON "charities";
--> statement-breakpoint
CREATE TRIGGER charities_public_reads AFTER UPDATE OR DELETE ON "charities"
  FOR EACH STATEMENT EXECUTE FUNCTION birr_public_reads_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_public_reads ON "users";
--> statement-breakpoint
CREATE TRIGGER users_public_reads AFTER UPDATE OF first_name, last_name, profile_picture ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION birr_public_reads_changed();
