-- Matches from the feed (DESIGN.md section 4, Matches): what bets reference and settle from.
-- Ids come from the feed (stable per seed); times are feed milliseconds since the epoch (PROTOCOL.md section 1).

-- Where the feed's clock stands, so a restarted server (or a second one on this database) continues the same
-- timeline: feed time = anchor_feed + (wall time - anchor_wall) * speed.
CREATE TABLE feed_state (
  name text PRIMARY KEY,
  anchor_wall bigint NOT NULL,
  anchor_feed bigint NOT NULL,
  speed double precision NOT NULL CHECK (speed > 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE leagues (
  id integer PRIMARY KEY,
  sport_type smallint NOT NULL CHECK (sport_type IN (1, 2)),
  name text NOT NULL,
  country text NOT NULL DEFAULT '',
  hot boolean NOT NULL DEFAULT false,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE teams (
  id integer PRIMARY KEY,
  league_id integer NOT NULL REFERENCES leagues (id),
  sport_type smallint NOT NULL CHECK (sport_type IN (1, 2)),
  name text NOT NULL,
  short_name text NOT NULL
);

CREATE INDEX teams_league ON teams (league_id);

CREATE TABLE matches (
  id bigint PRIMARY KEY,
  sport_type smallint NOT NULL CHECK (sport_type IN (1, 2)),
  league_id integer NOT NULL REFERENCES leagues (id),
  home_team_id integer NOT NULL REFERENCES teams (id),
  away_team_id integer NOT NULL REFERENCES teams (id),
  start_time bigint NOT NULL,
  status text NOT NULL CHECK (status IN ('upcoming', 'live', 'finished', 'cancelled')),
  home_score integer NOT NULL DEFAULT 0,
  away_score integer NOT NULL DEFAULT 0,
  clock jsonb,
  seq bigint NOT NULL DEFAULT 0,
  -- Feed time at which the result became final (every market settled); null until then.
  settled_at bigint,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((settled_at IS NOT NULL) = (status IN ('finished', 'cancelled')))
);

CREATE INDEX matches_status_start ON matches (status, start_time);
CREATE INDEX matches_league_start ON matches (league_id, start_time);
CREATE INDEX matches_settled ON matches (settled_at) WHERE settled_at IS NOT NULL;

CREATE TABLE match_markets (
  id bigint PRIMARY KEY,
  match_id bigint NOT NULL REFERENCES matches (id),
  type text NOT NULL CHECK (type IN ('1x2', 'handicap', 'total', 'moneyline', 'spread')),
  -- The home side's handicap or the total's line; null for 1x2 and moneyline.
  line numeric,
  main boolean NOT NULL DEFAULT false,
  status text NOT NULL CHECK (status IN ('open', 'suspended', 'closed', 'settled')),
  sort smallint NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX match_markets_match ON match_markets (match_id, sort);

CREATE TABLE match_selections (
  id bigint PRIMARY KEY,
  market_id bigint NOT NULL REFERENCES match_markets (id),
  match_id bigint NOT NULL REFERENCES matches (id),
  name text NOT NULL CHECK (name IN ('home', 'draw', 'away', 'over', 'under')),
  -- The last odds on offer (kept every few seconds; the live odds are in the server's memory).
  odds numeric(10, 2) NOT NULL CHECK (odds >= 1),
  status text NOT NULL CHECK (status IN ('open', 'suspended', 'closed', 'settled')),
  -- Set once the market is settled: push = a whole line landed exactly, void = the match was cancelled.
  result text CHECK (result IN ('won', 'lost', 'push', 'void')),
  sort smallint NOT NULL DEFAULT 0,
  CHECK ((result IS NOT NULL) = (status = 'settled'))
);

CREATE INDEX match_selections_market ON match_selections (market_id, sort);
CREATE INDEX match_selections_match ON match_selections (match_id);

-- Goals, cards and period changes (match/event).
CREATE TABLE match_incidents (
  id bigint PRIMARY KEY,
  match_id bigint NOT NULL REFERENCES matches (id),
  type text NOT NULL CHECK (type IN ('goal', 'yellowCard', 'redCard', 'periodStart', 'periodEnd', 'cancelled')),
  team text CHECK (team IN ('home', 'away')),
  period text NOT NULL,
  seconds integer NOT NULL,
  at bigint NOT NULL,
  home_score integer NOT NULL,
  away_score integer NOT NULL
);

CREATE INDEX match_incidents_match ON match_incidents (match_id, at);

CREATE TABLE match_favorites (
  member_id bigint NOT NULL REFERENCES members (id),
  match_id bigint NOT NULL REFERENCES matches (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, match_id)
);
