-- The ledger (DESIGN.md section 4): accounts and append-only entries; every transfer sums to zero.

CREATE TABLE ledger_accounts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- member: spendable balance; frozen: held (withdrawals, bank capital); loan: borrowed; escrow: a bank's capital;
  -- game: the game wallet; house: the book's side; demo_source: where demo money comes from;
  -- external: money entering or leaving the system (operator credits, deposits, withdrawals).
  kind text NOT NULL CHECK (kind IN ('member', 'frozen', 'loan', 'escrow', 'game', 'house', 'demo_source', 'external')),
  member_id bigint REFERENCES members (id),
  currency_code text NOT NULL REFERENCES currencies (code),
  -- Tells apart several accounts of one kind, member and currency (e.g. one escrow per bank).
  ref text NOT NULL DEFAULT '',
  -- Kept in the same transaction as the entries: the sum of this account's entries.
  balance numeric(38, 8) NOT NULL DEFAULT 0,
  -- System accounts may go below zero (the house pays out); a member's never do.
  allow_negative boolean NOT NULL DEFAULT false,
  CHECK (allow_negative OR balance >= 0)
);

CREATE UNIQUE INDEX ledger_accounts_identity ON ledger_accounts (kind, COALESCE(member_id, 0), currency_code, ref);
CREATE INDEX ledger_accounts_member ON ledger_accounts (member_id);

CREATE TABLE ledger_transfers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL,
  memo text NOT NULL DEFAULT '',
  idempotency_key text UNIQUE,
  currency_code text NOT NULL REFERENCES currencies (code),
  -- The kind and entries as JSON text: a replayed idempotency key must carry the same movement.
  signature text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE ledger_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  transfer_id bigint NOT NULL REFERENCES ledger_transfers (id),
  account_id bigint NOT NULL REFERENCES ledger_accounts (id),
  amount numeric(38, 8) NOT NULL CHECK (amount <> 0),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX ledger_entries_account ON ledger_entries (account_id, id);
CREATE INDEX ledger_entries_transfer ON ledger_entries (transfer_id);

-- Append-only: no entry or transfer is ever changed or removed.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only: % on % refused', TG_OP, TG_TABLE_NAME USING ERRCODE = 'P0001';
END
$$;

CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_transfers_append_only BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_transfers_no_truncate BEFORE TRUNCATE ON ledger_transfers
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();

-- At commit, every transfer's entries sum to zero (checked once per transfer touched).
CREATE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total numeric;
BEGIN
  SELECT COALESCE(sum(amount), 0) INTO total FROM ledger_entries WHERE transfer_id = NEW.transfer_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger transfer % does not sum to zero (%)', NEW.transfer_id, total USING ERRCODE = 'P0001';
  END IF;
  RETURN NULL;
END
$$;

CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_balanced();

-- The system accounts of each currency exist from the start.
INSERT INTO ledger_accounts (kind, currency_code, allow_negative)
  SELECT kind, code, true FROM currencies CROSS JOIN (VALUES ('house'), ('external')) AS k (kind) WHERE NOT demo;
INSERT INTO ledger_accounts (kind, currency_code, allow_negative)
  SELECT 'demo_source', code, true FROM currencies WHERE demo;
