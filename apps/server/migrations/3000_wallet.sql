-- Money in and out (PROTOCOL.md section 8): deposits through a payment provider, bank transfers with proof
-- (collections), withdrawals with review, loans on a credit line. Money moves only through the ledger, in the
-- same transaction as the row that explains it; these tables say what each movement was for. Every create is
-- idempotent per member by request_id (request_hash is the canonical body it came with). Times are ms since the
-- epoch.

CREATE TABLE withdraw_passwords (
  member_id bigint PRIMARY KEY REFERENCES members (id),
  -- scrypt of the double-MD5 withdraw pwd, salted apart from the login password's hash.
  pwd_hash text NOT NULL,
  updated_at bigint NOT NULL
);

-- Wrong withdraw passwords: five within 15 minutes answer 1004 until the oldest of them is 15 minutes old.
CREATE TABLE withdraw_pwd_failures (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  failed_at bigint NOT NULL
);
CREATE INDEX withdraw_pwd_failures_member ON withdraw_pwd_failures (member_id, failed_at);

CREATE TABLE withdraw_accounts (
  id bigint GENERATED ALWAYS AS IDENTITY (START WITH 5001) PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  bank_code text NOT NULL,
  account_name text NOT NULL,
  account_no text NOT NULL,
  currency_code text NOT NULL REFERENCES currencies (code),
  created_at bigint NOT NULL,
  -- Removed accounts stay for the withdrawals that name them.
  removed_at bigint
);
CREATE INDEX withdraw_accounts_member ON withdraw_accounts (member_id) WHERE removed_at IS NULL;

CREATE TABLE deposits (
  id bigint GENERATED ALWAYS AS IDENTITY (START WITH 3000001) PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  request_id text NOT NULL,
  request_hash text NOT NULL,
  pay_type_id integer NOT NULL,
  provider text NOT NULL,
  -- The provider's id of the payment, and where the player pays (empty until the provider answered).
  provider_ref text,
  pay_url text NOT NULL DEFAULT '',
  -- Where the provider's page sends the player back (the site's #/wallet).
  return_url text NOT NULL,
  amount numeric(38, 8) NOT NULL CHECK (amount > 0),
  currency_code text NOT NULL REFERENCES currencies (code),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed', 'expired')),
  created_at bigint NOT NULL,
  completed_at bigint,
  UNIQUE (member_id, request_id),
  UNIQUE (provider, provider_ref),
  CHECK ((status = 'pending') = (completed_at IS NULL))
);
CREATE INDEX deposits_member ON deposits (member_id, id DESC);
CREATE INDEX deposits_pending ON deposits (created_at) WHERE status = 'pending';

-- Each notification event of a provider once: recorded in the transaction that acts on it (a replay is a no-op).
CREATE TABLE payment_events (
  provider text NOT NULL,
  event_id text NOT NULL,
  deposit_id bigint REFERENCES deposits (id),
  type text NOT NULL,
  -- What the event did: credited, failed, ignored (a final deposit, a mismatch).
  outcome text NOT NULL,
  received_at bigint NOT NULL,
  PRIMARY KEY (provider, event_id)
);

-- The built-in sandbox provider's own book of payments (a real provider keeps this on its side).
CREATE TABLE sandbox_payments (
  id text PRIMARY KEY,
  deposit_id bigint NOT NULL UNIQUE,
  amount numeric(38, 8) NOT NULL,
  currency_code text NOT NULL,
  return_url text NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'paid', 'declined')),
  created_at bigint NOT NULL
);

CREATE TABLE collections (
  id bigint GENERATED ALWAYS AS IDENTITY (START WITH 4000001) PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  request_id text NOT NULL,
  request_hash text NOT NULL,
  pay_type_id integer NOT NULL,
  amount numeric(38, 8) NOT NULL CHECK (amount > 0),
  currency_code text NOT NULL REFERENCES currencies (code),
  -- The note of the bank transfer: unique, so the operator matches a transfer to one collection.
  reference text NOT NULL UNIQUE,
  receiving_bank text NOT NULL,
  receiving_name text NOT NULL,
  receiving_no text NOT NULL,
  status text NOT NULL DEFAULT 'awaitingProof'
    CHECK (status IN ('awaitingProof', 'inReview', 'approved', 'rejected', 'cancelled', 'expired')),
  proof_count integer NOT NULL DEFAULT 0 CHECK (proof_count BETWEEN 0 AND 3),
  credited_amount numeric(38, 8),
  reason text NOT NULL DEFAULT '',
  reviewed_by bigint REFERENCES members (id),
  created_at bigint NOT NULL,
  reviewed_at bigint,
  UNIQUE (member_id, request_id),
  CHECK ((status = 'approved') = (credited_amount IS NOT NULL))
);
CREATE INDEX collections_member ON collections (member_id, id DESC);
CREATE INDEX collections_waiting ON collections (created_at) WHERE status = 'awaitingProof';

-- Proof images, re-encoded, under a random file name in the proofs folder (never served statically).
CREATE TABLE collection_proofs (
  collection_id bigint NOT NULL REFERENCES collections (id),
  idx integer NOT NULL CHECK (idx BETWEEN 0 AND 2),
  file_name text NOT NULL UNIQUE,
  content_type text NOT NULL,
  bytes integer NOT NULL,
  created_at bigint NOT NULL,
  PRIMARY KEY (collection_id, idx)
);

-- A withdrawal is a hold: member -> frozen at create, then exactly one of frozen -> external (approved) or
-- frozen -> member (rejected), by one conditional update from inReview.
CREATE TABLE withdrawals (
  id bigint GENERATED ALWAYS AS IDENTITY (START WITH 6000001) PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  request_id text NOT NULL,
  request_hash text NOT NULL,
  account_id bigint NOT NULL REFERENCES withdraw_accounts (id),
  amount numeric(38, 8) NOT NULL CHECK (amount > 0),
  currency_code text NOT NULL REFERENCES currencies (code),
  status text NOT NULL DEFAULT 'inReview' CHECK (status IN ('inReview', 'approved', 'rejected')),
  reason text NOT NULL DEFAULT '',
  reviewed_by bigint REFERENCES members (id),
  created_at bigint NOT NULL,
  reviewed_at bigint,
  UNIQUE (member_id, request_id),
  CHECK ((status = 'inReview') = (reviewed_at IS NULL))
);
CREATE INDEX withdrawals_member ON withdrawals (member_id, id DESC);
CREATE INDEX withdrawals_account ON withdrawals (account_id) WHERE status = 'inReview';

-- A member's credit line per currency, set by the operator command `credit-line`.
CREATE TABLE credit_lines (
  member_id bigint NOT NULL REFERENCES members (id),
  currency_code text NOT NULL REFERENCES currencies (code),
  amount numeric(38, 8) NOT NULL CHECK (amount >= 0),
  updated_at bigint NOT NULL,
  PRIMARY KEY (member_id, currency_code)
);

CREATE TABLE loan_records (
  id bigint GENERATED ALWAYS AS IDENTITY (START WITH 7000001) PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  request_id text NOT NULL,
  request_hash text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('loan', 'repay')),
  amount numeric(38, 8) NOT NULL CHECK (amount > 0),
  currency_code text NOT NULL REFERENCES currencies (code),
  -- The outstanding loan in that currency after this record.
  outstanding numeric(38, 8) NOT NULL CHECK (outstanding >= 0),
  created_at bigint NOT NULL,
  UNIQUE (member_id, request_id)
);
CREATE INDEX loan_records_member ON loan_records (member_id, id DESC);
