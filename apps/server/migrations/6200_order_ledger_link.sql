-- The link from a ledger transfer to its order (stake, settlement, cash out) as a column, written with the transfer
-- (src/ledger/transfer-statement.ts), instead of parsed back from the memo text `order:<id>`. Transfers written
-- before it take it from their memo, once: the append-only triggers step aside for this one update only.
ALTER TABLE ledger_transfers ADD COLUMN order_id bigint REFERENCES orders (id);

ALTER TABLE ledger_transfers DISABLE TRIGGER ledger_transfers_append_only;
UPDATE ledger_transfers SET order_id = substring(memo FROM '^order:(\d+)$')::bigint
  WHERE memo ~ '^order:\d+$' AND kind IN ('bet-stake', 'free-bet-stake', 'bet-settle', 'free-bet-settle', 'cash-out');
ALTER TABLE ledger_transfers ENABLE TRIGGER ledger_transfers_append_only;

-- Settlement records read an order's transfers by it; the memo's index served the text lookup it replaces.
CREATE INDEX ledger_transfers_order ON ledger_transfers (order_id) WHERE order_id IS NOT NULL;
DROP INDEX ledger_transfers_memo;

-- Cash outs keep their key's canonical request hash (src/requests/), as every other keyed money row does.
ALTER TABLE order_cash_outs ADD COLUMN request_hash text NOT NULL DEFAULT '';
ALTER TABLE order_cash_outs ALTER COLUMN request_hash DROP DEFAULT;
