-- Orders (DESIGN.md section 4, Bets; PROTOCOL.md section 7, Order): singles and parlays, their legs, cash outs
-- and shares. Money moves only through the ledger (escrow account `bets` of the member holds open stakes); these
-- tables say what each movement was for. Times are milliseconds since the epoch (wall time).

CREATE TABLE orders (
  id bigint GENERATED ALWAYS AS IDENTITY (START WITH 1000001) PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  -- The idempotency key of order create, per member; request_hash is the canonical body it came with.
  request_id text NOT NULL,
  request_hash text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('single', 'parlay')),
  accept_odds text NOT NULL CHECK (accept_odds IN ('exact', 'higher', 'any')),
  currency_code text NOT NULL REFERENCES currencies (code),
  stake numeric(38, 8) NOT NULL CHECK (stake > 0),
  -- The accepted odds: the leg's, or the product of the legs' rounded down to 2 decimals.
  odds numeric(12, 2) NOT NULL CHECK (odds >= 1),
  potential_return numeric(38, 8) NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'won', 'lost', 'void', 'pushed', 'cashedOut')),
  payout numeric(38, 8),
  -- A promotion bet (the free bet of an activity): the house funded the stake.
  activity_id integer,
  free_bet boolean NOT NULL DEFAULT false,
  created_at bigint NOT NULL,
  settled_at bigint,
  UNIQUE (member_id, request_id),
  CHECK ((status = 'open') = (settled_at IS NULL)),
  CHECK ((status = 'open') = (payout IS NULL))
);

CREATE INDEX orders_member_created ON orders (member_id, created_at DESC, id DESC);
CREATE INDEX orders_member_settled ON orders (member_id, settled_at DESC) WHERE settled_at IS NOT NULL;
CREATE INDEX orders_open ON orders (id) WHERE status = 'open';
CREATE INDEX orders_activity ON orders (member_id, activity_id, created_at) WHERE activity_id IS NOT NULL;

-- One row per leg, with what it was at placement (names, line) so history reads without the match.
CREATE TABLE order_legs (
  order_id bigint NOT NULL REFERENCES orders (id),
  leg_no smallint NOT NULL,
  -- No foreign key to the match tables: a match that just entered the feed is written a second later.
  match_id bigint NOT NULL,
  market_id bigint NOT NULL,
  selection_id bigint NOT NULL,
  sport_type smallint NOT NULL,
  league_name text NOT NULL,
  home_name text NOT NULL,
  away_name text NOT NULL,
  start_time bigint NOT NULL,
  market_type text NOT NULL,
  line text,
  selection_name text NOT NULL,
  odds numeric(10, 2) NOT NULL CHECK (odds >= 1),
  result text CHECK (result IN ('won', 'lost', 'void', 'pushed')),
  PRIMARY KEY (order_id, leg_no)
);

-- Settlement looks for legs without a result whose selection has one.
CREATE INDEX order_legs_unsettled_match ON order_legs (match_id) WHERE result IS NULL;
CREATE INDEX order_legs_unsettled_selection ON order_legs (selection_id) WHERE result IS NULL;

-- A cash out: one per order; request_id is its idempotency key, per member.
CREATE TABLE order_cash_outs (
  order_id bigint PRIMARY KEY REFERENCES orders (id),
  member_id bigint NOT NULL REFERENCES members (id),
  request_id text NOT NULL,
  amount numeric(38, 8) NOT NULL CHECK (amount > 0),
  created_at bigint NOT NULL,
  UNIQUE (member_id, request_id)
);

-- A shared order (trade/order/share): once per order.
CREATE TABLE order_shares (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id bigint NOT NULL UNIQUE REFERENCES orders (id),
  member_id bigint NOT NULL REFERENCES members (id),
  note text NOT NULL DEFAULT '',
  created_at bigint NOT NULL
);

CREATE INDEX order_shares_created ON order_shares (created_at DESC, id DESC);
CREATE INDEX order_shares_member ON order_shares (member_id);

-- Settlement records list the ledger entries of each order: its transfers carry the memo `order:<id>`.
CREATE INDEX ledger_transfers_memo ON ledger_transfers (memo);
