-- A donor may add the service fee on top of their gift so the campaign receives all of it
-- (issue 42, "cover the fee"). The columns keep their meaning: `amount` is what the donor paid
-- and the provider confirmed (the gift plus the fee when covered), `fee` what Birr keeps, so
-- amount − fee is what reaches the campaign either way. This records the donor's choice.
ALTER TABLE "donations" ADD COLUMN IF NOT EXISTS "fee_covered" boolean DEFAULT false NOT NULL;
