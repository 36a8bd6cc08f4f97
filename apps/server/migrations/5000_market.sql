-- The peer trade market (PROTOCOL.md section 9, DESIGN.md section 4): banks opened on a match's market, their
-- participants and the gamblers' orders. Money moves only through the ledger: each bank has an escrow account
-- (kind `escrow`, no member, ref `bank:<id>`) holding every capital and stake until settlement empties it.

CREATE TABLE banks (
  id bigint GENERATED ALWAYS AS IDENTITY (START WITH 1000) PRIMARY KEY,
  -- The brand of its banker: banks, partners and gamblers never cross brands.
  product_no integer NOT NULL,
  banker_id bigint NOT NULL REFERENCES members (id),
  request_id text NOT NULL,
  request_hash text NOT NULL,
  match_id bigint NOT NULL REFERENCES matches (id),
  market_id bigint NOT NULL REFERENCES match_markets (id),
  market_type text NOT NULL,
  line text,
  currency_code text NOT NULL REFERENCES currencies (code),
  -- [{ selectionId, name, odds }]: the selections offered, odds as decimal text.
  selections jsonb NOT NULL,
  min_stake numeric(38, 8) NOT NULL CHECK (min_stake > 0),
  max_stake numeric(38, 8) NOT NULL CHECK (max_stake >= min_stake),
  password_hash text,
  description text NOT NULL DEFAULT '',
  -- open, paused (by the banker), settled, cancelled (by the banker, no orders), void (the match was cancelled).
  -- "closed" is not stored: it is open or paused past closes_at.
  status text NOT NULL CHECK (status IN ('open', 'paused', 'settled', 'cancelled', 'void')),
  commission_rate numeric(6, 4) NOT NULL,
  closes_at bigint NOT NULL,
  order_count integer NOT NULL DEFAULT 0,
  stakes numeric(38, 8) NOT NULL DEFAULT 0,
  created_at bigint NOT NULL,
  settled_at bigint,
  UNIQUE (banker_id, request_id)
);

-- One open or paused bank per banker per match.
CREATE UNIQUE INDEX banks_one_active ON banks (banker_id, match_id) WHERE status IN ('open', 'paused');
CREATE INDEX banks_brand_match ON banks (product_no, match_id, id);
CREATE INDEX banks_unsettled ON banks (match_id) WHERE status IN ('open', 'paused');

CREATE TABLE bank_participants (
  bank_id bigint NOT NULL REFERENCES banks (id),
  member_id bigint NOT NULL REFERENCES members (id),
  role text NOT NULL CHECK (role IN ('banker', 'partner')),
  -- Joining order (the banker first): ties of the stake's rounding go to the earlier.
  seq smallint NOT NULL,
  capital numeric(38, 8) NOT NULL DEFAULT 0 CHECK (capital >= 0),
  -- The participant's result in each outcome of the market's grid, in 1/200 of the currency's unit (text).
  results jsonb NOT NULL,
  joined_at bigint NOT NULL,
  -- Set at settlement: the net result after commission, and the commission.
  net numeric(38, 8),
  commission numeric(38, 8),
  PRIMARY KEY (bank_id, member_id),
  UNIQUE (bank_id, seq)
);

CREATE INDEX bank_participants_member ON bank_participants (member_id, bank_id);

CREATE TABLE gambler_orders (
  id bigint GENERATED ALWAYS AS IDENTITY (START WITH 1000) PRIMARY KEY,
  bank_id bigint NOT NULL REFERENCES banks (id),
  member_id bigint NOT NULL REFERENCES members (id),
  request_id text NOT NULL,
  request_hash text NOT NULL,
  selection_id bigint NOT NULL,
  selection_name text NOT NULL,
  odds numeric(10, 2) NOT NULL,
  stake numeric(38, 8) NOT NULL CHECK (stake > 0),
  currency_code text NOT NULL REFERENCES currencies (code),
  potential_return numeric(38, 8) NOT NULL,
  -- [[memberId, units], ...]: each participant's part of the stake, in the currency's smallest unit.
  shares jsonb NOT NULL,
  status text NOT NULL DEFAULT 'open'
    CHECK (status IN ('open', 'won', 'lost', 'void', 'pushed', 'halfWon', 'halfLost')),
  payout numeric(38, 8),
  created_at bigint NOT NULL,
  settled_at bigint,
  UNIQUE (member_id, request_id)
);

CREATE INDEX gambler_orders_bank ON gambler_orders (bank_id, id);
CREATE INDEX gambler_orders_member ON gambler_orders (member_id, id);

-- Wrong bank passwords (partner join): five within 15 minutes answer 1004.
CREATE TABLE bank_password_failures (
  bank_id bigint NOT NULL REFERENCES banks (id),
  member_id bigint NOT NULL REFERENCES members (id),
  failed_at bigint NOT NULL
);

CREATE INDEX bank_password_failures_member ON bank_password_failures (member_id, bank_id, failed_at);
