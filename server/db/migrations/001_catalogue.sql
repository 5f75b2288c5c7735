-- The offer catalogue: offers with their searchable columns and the whole offer as jsonb.
CREATE TABLE cities (
  code text PRIMARY KEY,
  name text NOT NULL,
  state_code text NOT NULL,
  influence_area text[] NOT NULL DEFAULT '{}'
);

CREATE TABLE dealers (
  id text PRIMARY KEY,
  cnpj text NOT NULL UNIQUE,
  city_id text NOT NULL REFERENCES cities (code),
  state text NOT NULL,
  brands text[] NOT NULL,
  groups text[] NOT NULL DEFAULT '{}',
  data jsonb NOT NULL
);

CREATE INDEX dealers_city_idx ON dealers (city_id);

CREATE TABLE offers (
  id text PRIMARY KEY,
  brand text NOT NULL,
  target_entity_type text NOT NULL,
  model_code text NOT NULL,
  mvs text NOT NULL,
  category_code text NOT NULL,
  released boolean NOT NULL,
  removed boolean NOT NULL,
  archived boolean NOT NULL,
  b2e_offer boolean NOT NULL,
  dealer_id text,
  dealer_city_id text,
  dealer_state text,
  min_monthly_price integer NOT NULL CHECK (min_monthly_price >= 0),
  sort_order integer NOT NULL,
  data jsonb NOT NULL,
  -- Bumped by every write: lets each server process cache offers it has read.
  revision bigint NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX offers_showcase_idx ON offers (brand, target_entity_type, b2e_offer, sort_order)
  WHERE released AND NOT removed AND NOT archived;

CREATE TABLE coupons (
  name text PRIMARY KEY,
  max_usages integer,
  max_usages_per_cpf integer,
  used_count integer NOT NULL DEFAULT 0,
  data jsonb NOT NULL
);

CREATE TABLE faq_items (
  position integer PRIMARY KEY,
  data jsonb NOT NULL
);

CREATE TABLE employees (
  sap_id text PRIMARY KEY,
  cpf text NOT NULL,
  name text NOT NULL,
  company text NOT NULL,
  active boolean NOT NULL
);
