-- The storage key of the user's own uploaded picture, so a new one can remove the old file.
-- Pictures set otherwise (the demo seed) have none and are never removed.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "profile_picture_key" text;
