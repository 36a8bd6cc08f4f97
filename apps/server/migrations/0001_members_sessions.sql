-- Members, their sessions and invitation codes (PROTOCOL.md section 6, Session).

CREATE TABLE currencies (
  code text PRIMARY KEY,
  id integer NOT NULL UNIQUE,
  scale integer NOT NULL CHECK (scale BETWEEN 0 AND 8),
  -- Demo money (try-play) is its own currency: it can never be withdrawn or mixed with real money.
  demo boolean NOT NULL DEFAULT false,
  enabled boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0
);

INSERT INTO currencies (code, id, scale, demo, sort) VALUES
  ('USD', 1, 2, false, 1),
  ('BRL', 2, 2, false, 2),
  ('USDT', 3, 4, false, 3),
  ('DEMO', 99, 2, true, 99);

CREATE TABLE members (
  id bigint GENERATED ALWAYS AS IDENTITY (START WITH 100001) PRIMARY KEY,
  -- visitor (guest), registered, demo (try-play) or channel (open/SDK login).
  kind text NOT NULL CHECK (kind IN ('visitor', 'registered', 'demo', 'channel')),
  role text NOT NULL DEFAULT 'player' CHECK (role IN ('player', 'operator')),
  account text,
  -- Lower case of the account: accounts are unique regardless of case.
  account_key text UNIQUE,
  -- scrypt of the double-MD5 pwd (DESIGN.md section 4): never the pwd itself.
  pwd_hash text,
  language_code text NOT NULL DEFAULT 'en',
  currency_code text NOT NULL REFERENCES currencies (code),
  source integer NOT NULL DEFAULT 2,
  odds_config text NOT NULL DEFAULT '[0,0,0,0,0]',
  user_type integer NOT NULL DEFAULT 0,
  -- For a demo member: the member who started it (the wire's pUid).
  parent_id bigint REFERENCES members (id),
  agent_id bigint NOT NULL DEFAULT 0,
  invited_by bigint REFERENCES members (id),
  channel text,
  principal text,
  credit_amount numeric(38, 8) NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'registered') = (account IS NOT NULL AND pwd_hash IS NOT NULL)),
  CHECK ((kind = 'channel') = (channel IS NOT NULL AND principal IS NOT NULL)),
  CHECK ((kind = 'demo') = (parent_id IS NOT NULL))
);

CREATE UNIQUE INDEX members_channel_principal ON members (channel, principal) WHERE kind = 'channel';

CREATE TABLE invitation_codes (
  code text PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sessions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  -- SHA-256 hex of the 256-bit token: a copy of this table gives nobody a usable token.
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  revoked_reason text
);

CREATE INDEX sessions_member ON sessions (member_id) WHERE revoked_at IS NULL;

-- Wrong passwords per account, for the captcha after five in 15 minutes (DESIGN.md section 4).
CREATE TABLE login_failures (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_key text NOT NULL,
  failed_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX login_failures_account ON login_failures (account_key, failed_at);

CREATE TABLE captchas (
  id text PRIMARY KEY,
  -- SHA-256 hex of the answer.
  answer_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
