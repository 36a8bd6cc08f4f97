-- Crash (PROTOCOL.md section 10): the maximum house loss per round. When the flight starts, each currency's bets
-- get a cap point (hundredths) where their total win would reach the limit: every bet still flying is cashed out
-- there. JSON text { "<currency>": <hundredths> }.
ALTER TABLE crash_rounds ADD COLUMN caps text NOT NULL DEFAULT '{}';

-- One round at a time is betting or flying, whichever node drives the rounds.
CREATE UNIQUE INDEX crash_rounds_live ON crash_rounds ((true)) WHERE phase <> 'crashed';
