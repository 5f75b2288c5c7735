-- One number that changes whenever the catalogue a search reads changes (offers, cities):
-- every process keys its cache of search answers by it, so all stay correct behind a load balancer.
CREATE TABLE catalogue_version (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint NOT NULL DEFAULT 0
);

INSERT INTO catalogue_version (id, version) VALUES (true, 0);

CREATE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE catalogue_version SET version = version + 1; RETURN NULL; END $$;

CREATE TRIGGER offers_bump_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON offers
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();

CREATE TRIGGER cities_bump_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cities
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
