-- Games (PROTOCOL.md section 10; DESIGN.md section 4, Games): launch sessions, the idempotency of game money
-- paths, the built-in provider's seed pairs and crash rounds, and every round played. Money moves only through
-- the ledger: a member's `game` account with ref `<provider>` is that provider's game wallet, ref
-- `<provider>:stakes` holds the stakes of rounds in play. Times are milliseconds since the epoch.

-- A launch: the url's one-time token (only its SHA-256 is kept), opened within 60 s, then the game's session.
CREATE TABLE game_sessions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  member_id bigint NOT NULL REFERENCES members (id),
  provider text NOT NULL,
  game_id integer NOT NULL,
  currency_code text NOT NULL REFERENCES currencies (code),
  created_at bigint NOT NULL,
  opened_at bigint,
  expires_at bigint NOT NULL
);

CREATE INDEX game_sessions_member ON game_sessions (member_id);

-- The requestId of every game money path, per member: the same key and body answer the stored answer again.
CREATE TABLE game_requests (
  member_id bigint NOT NULL REFERENCES members (id),
  request_id text NOT NULL,
  scope text NOT NULL,
  request_hash text NOT NULL,
  answer text,
  created_at bigint NOT NULL,
  PRIMARY KEY (member_id, request_id)
);

-- The built-in provider's seed pairs per member: one active pair; a rotated pair reveals its server seed.
CREATE TABLE house_seed_pairs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  server_seed text NOT NULL,
  server_seed_hash text NOT NULL,
  client_seed text NOT NULL,
  -- The nonce of the next round of this pair.
  nonce integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  created_at bigint NOT NULL,
  revealed_at bigint
);

CREATE UNIQUE INDEX house_seed_pairs_active ON house_seed_pairs (member_id) WHERE active;

-- Multiplayer crash rounds: the seed is committed (its hash published) before bets open.
CREATE TABLE crash_rounds (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  server_seed text NOT NULL,
  server_seed_hash text NOT NULL,
  client_seed text NOT NULL,
  crash_point integer NOT NULL CHECK (crash_point >= 100),
  phase text NOT NULL DEFAULT 'betting' CHECK (phase IN ('betting', 'flying', 'crashed')),
  betting_ends_at bigint NOT NULL,
  flight_started_at bigint,
  crashed_at bigint,
  created_at bigint NOT NULL
);

-- One row per round a member played (a dice roll, a crash bet).
CREATE TABLE game_rounds (
  id bigint GENERATED ALWAYS AS IDENTITY (START WITH 5000001) PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  game_id integer NOT NULL,
  provider text NOT NULL,
  currency_code text NOT NULL REFERENCES currencies (code),
  stake numeric(38, 8) NOT NULL CHECK (stake > 0),
  payout numeric(38, 8),
  -- What a unit staked paid back, as decimal text.
  multiplier text NOT NULL DEFAULT '0',
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'won', 'lost')),
  -- The roll or crash point as decimal text; null while a crash round flies.
  result text,
  -- What the player chose (JSON text of the wire's `play`).
  play text NOT NULL,
  seed_pair_id bigint REFERENCES house_seed_pairs (id),
  nonce integer,
  crash_round_id bigint REFERENCES crash_rounds (id),
  auto_cash_out integer,
  cashed_out_at integer,
  created_at bigint NOT NULL,
  settled_at bigint,
  CHECK ((status = 'open') = (settled_at IS NULL)),
  CHECK ((status = 'open') = (payout IS NULL))
);

CREATE INDEX game_rounds_member ON game_rounds (member_id, created_at DESC, id DESC);
CREATE UNIQUE INDEX game_rounds_crash_player ON game_rounds (crash_round_id, member_id) WHERE crash_round_id IS NOT NULL;
CREATE INDEX game_rounds_open ON game_rounds (crash_round_id) WHERE status = 'open';
-- Who played lately (`/game/member/online`).
CREATE INDEX game_rounds_created ON game_rounds (created_at);
CREATE INDEX game_sessions_opened ON game_sessions (opened_at) WHERE opened_at IS NOT NULL;
