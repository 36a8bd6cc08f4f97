-- Player protection (PROTOCOL.md section 11): a member's breaks and reality-check interval, its limits, and what a
-- session needs to know of them. Times are ms on the protection clock (src/protection/clock.ts).

CREATE TABLE member_protection (
  member_id bigint PRIMARY KEY REFERENCES members (id),
  time_out_until bigint,
  self_excluded_since bigint,
  -- NULL with self_excluded_since set: indefinite.
  self_excluded_until bigint,
  reality_check_minutes integer NOT NULL DEFAULT 0 CHECK (reality_check_minutes BETWEEN 0 AND 1440),
  -- The last answer to a reality check (or the interval's setting): the next check is due this long after it or
  -- after the login, whichever is later.
  reality_acked_at bigint,
  -- The check that is due and was pushed: not pushed twice.
  reality_pushed_at bigint,
  -- The session limit's exhaustion that was pushed (`protection { reason: "sessionLimit" }`): not pushed twice.
  session_limit_pushed_until bigint,
  updated_at bigint NOT NULL
);

CREATE TABLE protection_limits (
  member_id bigint NOT NULL REFERENCES members (id),
  kind text NOT NULL CHECK (kind IN ('deposit', 'loss', 'wager', 'session')),
  period text NOT NULL CHECK (period IN ('day', 'week', 'month')),
  -- Empty for a session limit (minutes).
  currency_code text NOT NULL DEFAULT '',
  amount numeric(38, 8) NOT NULL CHECK (amount > 0),
  -- An operator's limit: the member may go below it, never above it or without it.
  imposed_amount numeric(38, 8),
  imposed_reason text,
  -- A higher amount or a removal (pending_removal) waiting to be confirmed after pending_effective_at.
  pending_amount numeric(38, 8),
  pending_removal boolean NOT NULL DEFAULT false,
  pending_effective_at bigint,
  updated_at bigint NOT NULL,
  PRIMARY KEY (member_id, kind, period, currency_code),
  CHECK ((kind = 'session') = (currency_code = ''))
);

-- What a session carries for protection: the break it was logged in during (a restricted session) and its login
-- on the protection clock.
ALTER TABLE sessions
  ADD COLUMN restricted_reason text CHECK (restricted_reason IN ('timeOut', 'selfExcluded')),
  ADD COLUMN restricted_until bigint,
  ADD COLUMN started_at bigint;

-- Signed-in time of members with protection settings: spans of activity of a session (a call or a connected main
-- socket); a gap longer than the idle time starts a new span, so a session left open is not time signed in.
CREATE TABLE protection_activity (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  session_id bigint NOT NULL REFERENCES sessions (id),
  started_at bigint NOT NULL,
  last_seen_at bigint NOT NULL
);

CREATE INDEX protection_activity_member ON protection_activity (member_id, last_seen_at);
CREATE INDEX protection_activity_session ON protection_activity (session_id, last_seen_at);

-- Usage over a rolling period reads one account's entries by time.
CREATE INDEX ledger_entries_account_time ON ledger_entries (account_id, created_at);
