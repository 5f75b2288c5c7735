-- An offer's first day next to its last (ends_on, migration 013), as calendar days written with the
-- offer (offerColumnValues in server/catalogue/offers-repo.ts): the published rule reads both
-- (publishedOfferCondition).
ALTER TABLE offers ADD COLUMN starts_on date;

UPDATE offers SET starts_on = (data->>'startsOn')::date WHERE data->>'startsOn' ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$';

-- Every write of an offer gets a revision never used before, by any writer, even after the offer was
-- deleted and written again: each process's offer cache (offers-repo.ts) trusts an unchanged revision.
CREATE SEQUENCE offer_revisions;

SELECT setval('offer_revisions', GREATEST((SELECT max(revision) FROM offers), 1));

CREATE FUNCTION next_offer_revision() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.revision := nextval('offer_revisions'); RETURN NEW; END $$;

CREATE TRIGGER offers_next_revision BEFORE INSERT OR UPDATE ON offers
  FOR EACH ROW EXECUTE FUNCTION next_offer_revision();
