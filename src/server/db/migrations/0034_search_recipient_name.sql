-- Search covers the person a personal campaign raises for (recipient_name, migration 0023): a
-- donor who knows the patient's name, not the organiser's, finds the campaign.
CREATE OR REPLACE FUNCTION birr_campaign_search_text(c "campaigns") RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT concat_ws(' ',
    c.title,
    c.description,
    c.recipient_name,
    (SELECT b.full_name FROM "businesses" b WHERE b.id = c.business_id),
    (SELECT ch.full_name FROM "charities" ch WHERE ch.id = c.charity_id),
    (SELECT u.first_name || ' ' || u.last_name FROM "users" u WHERE u.id = c.user_id))
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS campaigns_search_text ON "campaigns";
--> statement-breakpoint
CREATE TRIGGER campaigns_search_text BEFORE INSERT OR UPDATE OF title, description, recipient_name, business_id, charity_id, user_id
  ON "campaigns" FOR EACH ROW EXECUTE FUNCTION birr_campaigns_search_text_trg();
--> statement-breakpoint
UPDATE "campaigns" SET title = title WHERE recipient_name IS NOT NULL;
