-- Requests counted against a limit (sign-up and the B2E employee check, per client address and per
-- subject): kept in the database so every server process behind a load balancer sees the same counts.
-- A bucket's rows older than its window are removed as new ones come in.
CREATE TABLE limited_requests (
  id bigserial PRIMARY KEY,
  bucket text NOT NULL,
  subject text NOT NULL,
  requested_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX limited_requests_subject_idx ON limited_requests (bucket, subject, requested_at);
