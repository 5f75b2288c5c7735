-- Offer photos' bytes move to their own table, one row per stored file (the original and each served size),
-- so the photo's row (offer_images: fingerprint, format, size, who uploaded it) is the same whichever store
-- keeps the bytes: this table (the default) or an S3-compatible object store (S3_BUCKET, server/admin/offer-image-store.ts).
-- No foreign key: the files are written before the photo's row, and removed after it.
CREATE TABLE offer_image_files (
  image_id text NOT NULL CHECK (image_id ~ '^[0-9a-f]{32}$'),
  name text NOT NULL CHECK (name IN ('original', 's48', 's140', 's319', 's1280')),
  bytes bytea NOT NULL,
  PRIMARY KEY (image_id, name)
);

INSERT INTO offer_image_files (image_id, name, bytes)
  SELECT id, 'original', original FROM offer_images
  UNION ALL SELECT id, 's48', s48 FROM offer_images
  UNION ALL SELECT id, 's140', s140 FROM offer_images
  UNION ALL SELECT id, 's319', s319 FROM offer_images
  UNION ALL SELECT id, 's1280', s1280 FROM offer_images;

ALTER TABLE offer_images DROP COLUMN original, DROP COLUMN s48, DROP COLUMN s140, DROP COLUMN s319, DROP COLUMN s1280;
