-- Operating the platform (PROTOCOL.md section 14): an operator's caps per brand and currency, a member's stake
-- factor, and the indexes the risk book and the daily report read by.

-- A null cap is no cap. Kept per brand: one brand's operator never changes another's.
CREATE TABLE risk_settings (
  product_no integer NOT NULL,
  currency_code text NOT NULL REFERENCES currencies (code),
  max_payout_per_order numeric(38, 8) CHECK (max_payout_per_order > 0),
  max_liability_per_selection numeric(38, 8) CHECK (max_liability_per_selection > 0),
  updated_by bigint NOT NULL,
  updated_at bigint NOT NULL,
  PRIMARY KEY (product_no, currency_code)
);

-- Multiplies the member's maximum stakes (0.01-1.00); 1 = the limits as they are.
ALTER TABLE members ADD COLUMN stake_factor numeric(3, 2) NOT NULL DEFAULT 1
  CHECK (stake_factor >= 0.01 AND stake_factor <= 1);

-- The open book of a market (the risk check locks and reads it in the order's transaction).
CREATE INDEX order_legs_unsettled_market ON order_legs (market_id) WHERE result IS NULL;

-- The daily report reads the ledger by time.
CREATE INDEX ledger_transfers_created ON ledger_transfers (created_at);
