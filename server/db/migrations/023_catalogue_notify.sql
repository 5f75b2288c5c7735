-- A write to the catalogue (offers, cities) also tells every listening process at commit
-- (NOTIFY catalogue_version): each keeps the version in memory and reads it again only when told.
CREATE OR REPLACE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE catalogue_version SET version = version + 1; PERFORM pg_notify('catalogue_version', ''); RETURN NULL; END $$;
