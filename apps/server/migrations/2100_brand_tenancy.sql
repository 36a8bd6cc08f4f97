-- Each brand its own tenant: a member belongs to the brand (product number) of the site it came from, and
-- accounts, channel principals, invitation codes and login failures are unique or counted per brand. Rows from
-- before brands existed go to the first brand, 800000. Sessions, ledger accounts, orders and shares follow their
-- member.

ALTER TABLE members ADD COLUMN product_no integer NOT NULL DEFAULT 800000;
-- No default from now on: every new member names its brand.
ALTER TABLE members ALTER COLUMN product_no DROP DEFAULT;

ALTER TABLE members DROP CONSTRAINT members_account_key_key;
CREATE UNIQUE INDEX members_brand_account ON members (product_no, account_key);

DROP INDEX members_channel_principal;
CREATE UNIQUE INDEX members_channel_principal ON members (product_no, channel, principal) WHERE kind = 'channel';

CREATE INDEX members_brand ON members (product_no, id);

ALTER TABLE invitation_codes ADD COLUMN product_no integer;
UPDATE invitation_codes SET product_no = m.product_no FROM members m WHERE m.id = invitation_codes.member_id;
ALTER TABLE invitation_codes ALTER COLUMN product_no SET NOT NULL;
ALTER TABLE invitation_codes DROP CONSTRAINT invitation_codes_pkey;
-- Looked up regardless of case (members.ts), so unique regardless of case.
CREATE UNIQUE INDEX invitation_codes_brand_code ON invitation_codes (product_no, upper(code));
CREATE UNIQUE INDEX invitation_codes_member ON invitation_codes (member_id);

ALTER TABLE login_failures ADD COLUMN product_no integer NOT NULL DEFAULT 800000;
ALTER TABLE login_failures ALTER COLUMN product_no DROP DEFAULT;
DROP INDEX login_failures_account;
CREATE INDEX login_failures_account ON login_failures (product_no, account_key, failed_at);
