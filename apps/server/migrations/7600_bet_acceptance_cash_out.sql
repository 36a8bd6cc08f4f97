-- Bet acceptance, cash out and the bet builder (PROTOCOL.md section 12).

-- An order with a live leg waits out the in-play delay as `pending` (its stake held) until `accept_at` (the bets
-- clock, wall ms), then the acceptance sweep makes it `open` or `rejected` (stake returned, `reject_reason`).
-- `accept_feed_from` is the feed's time at placement: match events after it, in the feed's time, reject it.
ALTER TABLE orders DROP CONSTRAINT orders_status_check;
ALTER TABLE orders ADD CONSTRAINT orders_status_check
  CHECK (status IN ('pending', 'rejected', 'open', 'won', 'lost', 'void', 'pushed', 'cashedOut'));
ALTER TABLE orders DROP CONSTRAINT orders_check;
ALTER TABLE orders DROP CONSTRAINT orders_check1;
ALTER TABLE orders ADD CONSTRAINT orders_settled_check CHECK ((status IN ('open', 'pending')) = (settled_at IS NULL));
ALTER TABLE orders ADD CONSTRAINT orders_payout_check CHECK ((status IN ('open', 'pending')) = (payout IS NULL));
ALTER TABLE orders DROP CONSTRAINT orders_kind_check;
ALTER TABLE orders ADD CONSTRAINT orders_kind_check CHECK (kind IN ('single', 'parlay', 'builder'));
ALTER TABLE orders ADD COLUMN accept_at bigint;
ALTER TABLE orders ADD COLUMN accept_feed_from bigint;
ALTER TABLE orders ADD COLUMN reject_reason text CHECK (reject_reason IN ('oddsChanged', 'suspended', 'matchEvent'));
-- The automatic cash-out rule: cash out `auto_cash_out_fraction` once the offer reaches the threshold.
ALTER TABLE orders ADD COLUMN auto_cash_out_threshold numeric(38, 8) CHECK (auto_cash_out_threshold > 0);
ALTER TABLE orders ADD COLUMN auto_cash_out_fraction numeric(3, 2)
  CHECK (auto_cash_out_fraction >= 0.10 AND auto_cash_out_fraction <= 1);

-- The acceptance sweep reads the pending orders that are due; the automatic cash out the open orders with a rule.
CREATE INDEX orders_pending ON orders (accept_at) WHERE status = 'pending';
CREATE INDEX orders_auto_cash_out ON orders (id) WHERE status = 'open' AND auto_cash_out_threshold IS NOT NULL;

-- Several cash outs per order now (partial ones, then a last one): each with the share of the stake it took then,
-- the stake that left the order and what it paid. Rows from before were whole cash outs.
ALTER TABLE order_cash_outs DROP CONSTRAINT order_cash_outs_pkey;
ALTER TABLE order_cash_outs ADD COLUMN id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY;
ALTER TABLE order_cash_outs ADD COLUMN fraction numeric(3, 2) NOT NULL DEFAULT 1;
ALTER TABLE order_cash_outs ADD COLUMN stake numeric(38, 8);
CREATE INDEX order_cash_outs_order ON order_cash_outs (order_id, id);

-- A cash-out quote (trade/api/order/cash/quote): its offer may be accepted until `expires_at` (the bets clock)
-- while the order's offer is the same.
CREATE TABLE cash_out_quotes (
  id text PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES orders (id),
  member_id bigint NOT NULL REFERENCES members (id),
  amount numeric(38, 8) NOT NULL,
  expires_at bigint NOT NULL
);
CREATE INDEX cash_out_quotes_expiry ON cash_out_quotes (expires_at);

-- A bet builder quote (trade/api/order/builder/quote): its legs and price, placed until `expires_at`.
CREATE TABLE builder_quotes (
  id text PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  match_id bigint NOT NULL,
  legs jsonb NOT NULL,
  odds numeric(12, 2) NOT NULL CHECK (odds > 1),
  naive_odds numeric(14, 2) NOT NULL,
  expires_at bigint NOT NULL
);
CREATE INDEX builder_quotes_expiry ON builder_quotes (expires_at);
