-- Notices and red envelope activities (PROTOCOL.md section 10), each of one brand (product_no). Times are
-- milliseconds since the epoch.

CREATE TABLE notices (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  product_no integer NOT NULL,
  title text NOT NULL,
  -- Plain text: clients show it as text, never as markup.
  content text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('notice', 'news', 'marquee')),
  pinned boolean NOT NULL DEFAULT false,
  -- The operator who published it (null from the command line).
  created_by bigint REFERENCES members (id),
  created_at bigint NOT NULL
);

CREATE INDEX notices_brand ON notices (product_no, id DESC);
CREATE INDEX notices_created ON notices (created_at);

-- An activity's money sits in a system escrow account (ref `red-envelope:<id>`) from its creation: the house
-- funds it, claims pay from it, and what is left when it ends goes back to the house.
CREATE TABLE red_envelope_activities (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  product_no integer NOT NULL,
  title text NOT NULL,
  currency_code text NOT NULL REFERENCES currencies (code),
  total numeric(38, 8) NOT NULL CHECK (total > 0),
  count integer NOT NULL CHECK (count > 0),
  min_amount numeric(38, 8) NOT NULL CHECK (min_amount > 0),
  claimed integer NOT NULL DEFAULT 0,
  starts_at bigint NOT NULL,
  ends_at bigint NOT NULL CHECK (ends_at > starts_at),
  returned_at bigint,
  created_by bigint REFERENCES members (id),
  created_at bigint NOT NULL,
  CHECK (claimed <= count)
);

CREATE INDEX red_envelope_activities_brand ON red_envelope_activities (product_no, id DESC);
CREATE INDEX red_envelope_activities_unreturned ON red_envelope_activities (ends_at) WHERE returned_at IS NULL;
CREATE INDEX red_envelope_activities_starts ON red_envelope_activities (starts_at);

-- The amounts, split when the activity is created; the n-th claim takes envelope n.
CREATE TABLE red_envelope_amounts (
  activity_id bigint NOT NULL REFERENCES red_envelope_activities (id),
  seq integer NOT NULL,
  amount numeric(38, 8) NOT NULL CHECK (amount > 0),
  PRIMARY KEY (activity_id, seq)
);

-- One claim per member and activity.
CREATE TABLE red_envelope_claims (
  activity_id bigint NOT NULL REFERENCES red_envelope_activities (id),
  member_id bigint NOT NULL REFERENCES members (id),
  seq integer NOT NULL,
  amount numeric(38, 8) NOT NULL,
  request_id text NOT NULL,
  created_at bigint NOT NULL,
  PRIMARY KEY (activity_id, member_id),
  UNIQUE (activity_id, seq)
);

CREATE UNIQUE INDEX red_envelope_claims_request ON red_envelope_claims (member_id, request_id);
