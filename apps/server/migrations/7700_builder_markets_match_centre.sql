-- PROTOCOL.md section 12, the feed's half: the bet builder's markets (football both teams to score, correct score,
-- double chance, first-half result; basketball winning margin) and the live match centre.

ALTER TABLE match_markets DROP CONSTRAINT match_markets_type_check;
ALTER TABLE match_markets ADD CONSTRAINT match_markets_type_check CHECK (type IN (
    '1x2', 'handicap', 'total', 'moneyline', 'spread',
    'bothTeamsToScore', 'correctScore', 'doubleChance', 'firstHalf1x2', 'winningMargin'));

ALTER TABLE match_selections DROP CONSTRAINT match_selections_name_check;
ALTER TABLE match_selections ADD CONSTRAINT match_selections_name_check CHECK (name IN (
    'home', 'draw', 'away', 'over', 'under', 'yes', 'no', 'homeOrDraw',
    'homeOrAway', 'drawOrAway', '0-0', '1-0', '0-1', '1-1', '2-0', '0-2',
    '2-1', '1-2', '2-2', '3-0', '0-3', '3-1', '1-3', '3-2',
    '2-3', '3-3', '4-0', '0-4', '4-1', '1-4', '4-2', '2-4',
    '4-3', '3-4', '4-4', 'otherHome', 'otherDraw', 'otherAway', 'home1-5', 'home6-10',
    'home11-15', 'home16-20', 'home21+', 'away1-5', 'away6-10', 'away11-15', 'away16-20', 'away21+'));

-- The live match centre of a match (match/centre): its timeline, statistics and momentum as the feed made them, and
-- the socket seq they match. The leader writes it with the match; a node that restarts, or another node, answers
-- from it once the match left the feed's window.
CREATE TABLE match_centres (
  match_id bigint PRIMARY KEY REFERENCES matches (id),
  seq bigint NOT NULL,
  incidents jsonb NOT NULL,
  stats jsonb NOT NULL,
  momentum jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
