-- One home for idempotency keys (src/requests/idempotency.ts). A money path whose movement has no row of its own
-- (game wallet transfers, launches, rounds, bank investments) keeps its key here with the first answer; the rest
-- keep theirs on their own row. Every key row has the canonical request hash of src/requests/request-hash.ts.
ALTER TABLE game_requests RENAME TO request_keys;
ALTER TABLE request_keys RENAME COLUMN scope TO path;

ALTER TABLE red_envelope_claims ADD COLUMN request_hash text NOT NULL DEFAULT '';
