-- Fleet quotations (spec 000 §4 "Fleet quotation", 001 §7, §9).
-- The discount each commission percentage carries (GET /api/commissiondiscounts): centavos taken
-- off the contract, divided by its months in the commission term. Reference data, seeded here.
CREATE TABLE commission_discounts (
  commission_percentage numeric(3, 1) PRIMARY KEY CHECK (commission_percentage >= 0.5 AND commission_percentage <= 5 AND commission_percentage * 2 = trunc(commission_percentage * 2)),
  discount_value bigint NOT NULL CHECK (discount_value >= 0)
);

INSERT INTO commission_discounts (commission_percentage, discount_value) VALUES
  (0.5, 90000), (1.0, 80000), (1.5, 70000), (2.0, 60000), (2.5, 50000),
  (3.0, 40000), (3.5, 30000), (4.0, 20000), (4.5, 10000), (5.0, 0);

-- The car price of each model a fleet quotation offers (what the commission is a share of), in centavos.
CREATE TABLE quotation_vehicles (
  offer_id text PRIMARY KEY,
  car_price bigint NOT NULL CHECK (car_price >= 0)
);

-- Vehicles a dealer holds of a model: delivery_days 0 ready, n in n days, NULL not known.
CREATE TABLE quotation_stock (
  dealer_code text NOT NULL,
  offer_id text NOT NULL,
  available integer NOT NULL CHECK (available >= 0),
  delivery_days integer CHECK (delivery_days >= 0),
  PRIMARY KEY (dealer_code, offer_id)
);

-- A saved quotation; its number is 'COT-' and its id. An edit replaces its items and counts a revision.
CREATE TABLE quotations (
  id bigserial PRIMARY KEY,
  number text NOT NULL UNIQUE,
  revision integer NOT NULL DEFAULT 1,
  owner_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  seller_id text,
  seller_name text NOT NULL,
  dealer_code text,
  opportunity_name text NOT NULL,
  comments text NOT NULL,
  total_monthly bigint NOT NULL,
  total_contract bigint NOT NULL,
  valid_until date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX quotations_owner_idx ON quotations (owner_id, id DESC);

-- Each draft the page saved: saving one draft twice is refused (code 002).
CREATE TABLE quotation_drafts (
  draft_id text PRIMARY KEY,
  quotation_id bigint NOT NULL REFERENCES quotations (id) ON DELETE CASCADE
);

-- The cards of a quotation (its products), with what the server computed.
CREATE TABLE quotation_items (
  quotation_id bigint NOT NULL REFERENCES quotations (id) ON DELETE CASCADE,
  position integer NOT NULL,
  dealer_code text NOT NULL,
  offer_id text NOT NULL,
  amount integer NOT NULL CHECK (amount BETWEEN 1 AND 15),
  monthly bigint NOT NULL,
  data jsonb NOT NULL,
  PRIMARY KEY (quotation_id, position)
);

-- The additionals of each card (its related products): insulfilm, plate ending, maintenance, insurance.
CREATE TABLE quotation_item_additionals (
  quotation_id bigint NOT NULL,
  position integer NOT NULL,
  code text NOT NULL,
  name text NOT NULL,
  value bigint NOT NULL,
  PRIMARY KEY (quotation_id, position, code),
  FOREIGN KEY (quotation_id, position) REFERENCES quotation_items (quotation_id, position) ON DELETE CASCADE
);
