-- The wallet's, the loans' and the red envelopes' keys now hold the canonical request hash of src/requests/
-- request-hash.ts. Rows written before hashed their body their own way (or, for claims, not at all): each gets
-- the hash of the body it was made with, so a request sent again with its key still answers its first result
-- instead of 2005. The hashed text is the canonical JSON {"body":{...},"path":"<path>"}: keys sorted, amounts in
-- units of the currency as text, ids as numbers (currency codes are capital letters: nothing to escape).

UPDATE deposits d SET request_hash = encode(sha256(convert_to(
    '{"body":{"amount":"' || trunc(d.amount * power(10::numeric, c.scale))::text
    || '","currencyCode":"' || d.currency_code || '","payTypeId":' || d.pay_type_id
    || '},"path":"deposit-create"}', 'UTF8')), 'hex')
  FROM currencies c WHERE c.code = d.currency_code;

UPDATE collections k SET request_hash = encode(sha256(convert_to(
    '{"body":{"amount":"' || trunc(k.amount * power(10::numeric, c.scale))::text
    || '","currencyCode":"' || k.currency_code || '","payTypeId":' || k.pay_type_id
    || '},"path":"collection-create"}', 'UTF8')), 'hex')
  FROM currencies c WHERE c.code = k.currency_code;

UPDATE withdrawals w SET request_hash = encode(sha256(convert_to(
    '{"body":{"accountId":' || w.account_id || ',"amount":"' || trunc(w.amount * power(10::numeric, c.scale))::text
    || '","currencyCode":"' || w.currency_code || '"},"path":"withdraw-create"}', 'UTF8')), 'hex')
  FROM currencies c WHERE c.code = w.currency_code;

UPDATE loan_records l SET request_hash = encode(sha256(convert_to(
    '{"body":{"amount":"' || trunc(l.amount * power(10::numeric, c.scale))::text
    || '","currencyCode":"' || l.currency_code || '"},"path":"'
    || CASE l.kind WHEN 'loan' THEN 'loan' ELSE 'loan-repay' END || '"}', 'UTF8')), 'hex')
  FROM currencies c WHERE c.code = l.currency_code;

UPDATE red_envelope_claims SET request_hash = encode(sha256(convert_to(
    '{"body":{"id":' || activity_id || '},"path":"red-envelope-claim"}', 'UTF8')), 'hex');

-- A claim made from now on writes its hash (src/red-envelopes/claim.ts): none may be left out.
ALTER TABLE red_envelope_claims ALTER COLUMN request_hash DROP DEFAULT;
