-- Account security and identity (PROTOCOL.md section 13): the contact address and its code, password reset links,
-- two-step login, the mail outbox, and the identity check. Times are ms on the account clock
-- (src/account/account-clock.ts). Codes, links and challenges are stored only as keyed hashes.

CREATE TABLE member_contacts (
  member_id bigint PRIMARY KEY REFERENCES members (id),
  email text NOT NULL,
  -- The address as compared (lower case): a reset mail finds the member's verified address.
  email_key text NOT NULL,
  verified_at bigint,
  updated_at bigint NOT NULL
);

-- The one code waiting for the member's unverified address: a new one replaces it.
CREATE TABLE contact_codes (
  member_id bigint PRIMARY KEY REFERENCES members (id),
  code_hash text NOT NULL,
  expires_at bigint NOT NULL,
  tries integer NOT NULL DEFAULT 0
);

CREATE TABLE password_resets (
  token_hash text PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  expires_at bigint NOT NULL,
  used_at bigint,
  created_at bigint NOT NULL
);
CREATE INDEX password_resets_member ON password_resets (member_id);

-- Who asked for what, when: the per-account and per-address limits on mail (`key`: `reset:member:12`, ...).
CREATE TABLE account_mail_events (
  key text NOT NULL,
  at bigint NOT NULL
);
CREATE INDEX account_mail_events_key ON account_mail_events (key, at);

CREATE TABLE two_step (
  member_id bigint PRIMARY KEY REFERENCES members (id),
  -- The secret, AES-256-GCM under the server's ACCOUNT_SECRET_KEY (src/account/two-step/secret-box.ts).
  secret_box text,
  enabled_at bigint,
  -- A new secret from 2fa/setup, until 2fa/enable confirms a code of it.
  pending_box text,
  -- The last TOTP step accepted: a code is accepted once, and never one of an earlier step.
  last_step bigint NOT NULL DEFAULT 0
);

CREATE TABLE two_step_challenges (
  id_hash text PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  tries integer NOT NULL DEFAULT 0,
  expires_at bigint NOT NULL,
  -- Completed or ended by five wrong codes: never again.
  closed_at bigint
);

-- The built-in outbox mail provider's messages (development: GET /sandbox/mail).
CREATE TABLE mail_outbox (
  id bigserial PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  sent_at bigint NOT NULL
);
CREATE INDEX mail_outbox_to ON mail_outbox (lower(to_address), id DESC);

CREATE TABLE member_kyc (
  member_id bigint PRIMARY KEY REFERENCES members (id),
  status text NOT NULL CHECK (status IN ('none', 'pending', 'verified', 'refused')),
  provider text NOT NULL,
  -- The provider's id of the member's latest check: a notification must name it.
  check_ref text,
  updated_at bigint NOT NULL
);

-- Each provider notification once: a replay, or a concurrent delivery, finds its id taken.
CREATE TABLE kyc_events (
  provider text NOT NULL,
  event_id text NOT NULL,
  member_id bigint,
  outcome text NOT NULL,
  received_at bigint NOT NULL,
  PRIMARY KEY (provider, event_id)
);

-- The sandbox KYC provider's own book of checks (a real provider keeps its own).
CREATE TABLE kyc_sandbox_checks (
  id text PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  min_age integer NOT NULL,
  return_url text NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'verified', 'refused')),
  created_at bigint NOT NULL
);

-- Which brands require a verified identity (BRANDS `requireKyc`), written by each server at start: the money
-- paths' one check (requests/player-protection.ts) reads it in their own transaction, without the configuration.
CREATE TABLE brand_identity_rules (
  product_no integer PRIMARY KEY,
  require_kyc boolean NOT NULL
);
