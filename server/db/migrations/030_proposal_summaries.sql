-- A proposal's summary (models/proposal-summary.ts): the figures and texts the customer saw, as the server priced
-- them when the version was written, kept with each version so that a later change of the offer never changes it.
-- NULL: a version written before summaries were kept (its summary is read from its stored terms).
ALTER TABLE lead_versions ADD COLUMN summary jsonb;
