-- The partner a lead came through (spec 001 §7 partnership/token/decrypt; 000 §3 the lead's partnership): the
-- partner's name, set only when the server opened the partner's token as it wrote the lead
-- (server/leads/leads-routes.ts); NULL for every other lead. The partnership's fields (partnershipValue,
-- partnerSellerId, renewal, referralLink) are in the lead's body as the token gave them, and read only for a lead
-- this column names a partner for: what an older lead's body carries of them was the browser's word.
ALTER TABLE leads ADD COLUMN partnership text;

CREATE INDEX leads_partnership_idx ON leads (partnership) WHERE partnership IS NOT NULL;
