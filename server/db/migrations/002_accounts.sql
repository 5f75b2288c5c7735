-- Accounts, roles and sessions.
-- Roles: the spec's role enumeration (001 §6) plus 'seller'; models/auth.ts ROLES lists the same names.
CREATE TABLE roles (
  name text PRIMARY KEY
);

INSERT INTO roles (name) VALUES
  ('user_admin'), ('partner_admin'), ('partner_owner'), ('repairman'), ('offer_admin'), ('customer'),
  ('sales_customer'), ('post_sales_customer'), ('game_admin'), ('manual_admin'), ('game_moderator'),
  ('game_player'), ('procedure_manager'), ('regional_manager'), ('dealer_manager'), ('inspector'),
  ('user_dealer'), ('external_application_admin'), ('dealer_blocker'), ('qr_code_generator'),
  ('external_application_user'), ('service_admin'), ('dms'), ('event_admin'), ('lead_queue_manager'),
  ('user_creator'), ('cache_manager'), ('integration_error_manager'), ('push_notification_admin'),
  ('subscription_payment_manager'), ('toll_event_manager'), ('food_catalog_manager'), ('voucher_admin'),
  ('seller');

-- A person with an account. cpf and phone are digits only; email is trimmed and lower-cased.
-- password_hash is 'scrypt$N$r$p$salt$hash' (base64url), never the password.
CREATE TABLE users (
  id text PRIMARY KEY,
  full_name text NOT NULL,
  cpf text NOT NULL UNIQUE CHECK (cpf ~ '^[0-9]{11}$'),
  phone text NOT NULL CHECK (phone ~ '^[0-9]{10,11}$'),
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  password_hash text NOT NULL,
  certified boolean NOT NULL DEFAULT false,
  seller_id text UNIQUE,
  dealer_code text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE user_roles (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL REFERENCES roles (name),
  PRIMARY KEY (user_id, role)
);

-- Server-side sessions: the cookie carries a random token; only its SHA-256 is stored,
-- so a leaked table does not hand out sessions. Sign-out deletes the row.
CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);

CREATE INDEX sessions_user_idx ON sessions (user_id);
CREATE INDEX sessions_expiry_idx ON sessions (expires_at);

-- Every sign-in attempt, for the per-account and per-address limits.
CREATE TABLE sign_in_attempts (
  id bigserial PRIMARY KEY,
  email text NOT NULL,
  address text NOT NULL,
  succeeded boolean NOT NULL,
  attempted_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX sign_in_attempts_email_idx ON sign_in_attempts (email, attempted_at);
CREATE INDEX sign_in_attempts_address_idx ON sign_in_attempts (address, attempted_at);
