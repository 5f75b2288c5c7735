-- An offer's validity as calendar days (YYYY-MM-DD, NULL when empty), kept from its data by PostgreSQL
-- itself so every writer of offers keeps them right: the published rule reads them
-- (publishedOfferCondition in server/catalogue/offers-repo.ts).
ALTER TABLE offers ADD COLUMN starts_on text GENERATED ALWAYS AS (NULLIF(left(btrim(data->>'startsOn'), 10), '')) STORED;

ALTER TABLE offers ADD COLUMN ends_on text GENERATED ALWAYS AS (NULLIF(left(btrim(data->>'endsOn'), 10), '')) STORED;

-- Every write of an offer gets a revision never used before, by any writer, even after the offer was
-- deleted and written again: each process's offer cache (offers-repo.ts) trusts an unchanged revision.
CREATE SEQUENCE offer_revisions;

SELECT setval('offer_revisions', GREATEST((SELECT max(revision) FROM offers), 1));

CREATE FUNCTION next_offer_revision() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.revision := nextval('offer_revisions'); RETURN NEW; END $$;

CREATE TRIGGER offers_next_revision BEFORE INSERT OR UPDATE ON offers
  FOR EACH ROW EXECUTE FUNCTION next_offer_revision();
