-- The offer manager and editor: who created, edited and published each offer, its validity end
-- (an offer is archived once it has passed), every change kept, and uploaded photos.
ALTER TABLE offers ADD COLUMN ends_on date;
ALTER TABLE offers ADD COLUMN created_by_id text;
ALTER TABLE offers ADD COLUMN created_by_name text;
ALTER TABLE offers ADD COLUMN updated_by_id text;
ALTER TABLE offers ADD COLUMN updated_by_name text;
ALTER TABLE offers ADD COLUMN published_by_id text;
ALTER TABLE offers ADD COLUMN published_by_name text;
ALTER TABLE offers ADD COLUMN published_at timestamptz;
ALTER TABLE offers ADD COLUMN removed_at timestamptz;

UPDATE offers SET ends_on = (data->>'endsOn')::date WHERE data->>'endsOn' ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$';

-- Every change: who, when, what (create, update, publish, unpublish, remove) and each field's old and new value.
CREATE TABLE offer_history (
  id bigserial PRIMARY KEY,
  offer_id text NOT NULL REFERENCES offers (id),
  action text NOT NULL CHECK (action IN ('create', 'update', 'publish', 'unpublish', 'remove')),
  user_id text,
  user_name text NOT NULL,
  at timestamptz NOT NULL DEFAULT now(),
  fields jsonb NOT NULL
);

CREATE INDEX offer_history_offer_idx ON offer_history (offer_id, id);

-- Uploaded offer photos: the original and each served size (WebP), in the database every process reads.
-- The id is a fingerprint of the original's bytes: the same photo uploaded twice is stored once,
-- and the URLs built from it never change meaning (served as immutable).
CREATE TABLE offer_images (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{32}$'),
  format text NOT NULL CHECK (format IN ('jpeg', 'png', 'webp')),
  width integer NOT NULL,
  height integer NOT NULL,
  original bytea NOT NULL,
  s48 bytea NOT NULL,
  s140 bytea NOT NULL,
  s319 bytea NOT NULL,
  s1280 bytea NOT NULL,
  uploaded_by_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);
