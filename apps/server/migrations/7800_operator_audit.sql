-- The operators' audit (PROTOCOL.md section 8): each read of a withdrawal's full account by an operator is kept,
-- per brand, so the brand can see who looked at which member's payout details and when. Append-only.
CREATE TABLE operator_audit (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  product_no integer NOT NULL,
  operator_id bigint NOT NULL REFERENCES members (id),
  action text NOT NULL CHECK (action IN ('revealAccount')),
  member_id bigint NOT NULL REFERENCES members (id),
  subject_id bigint NOT NULL,
  at bigint NOT NULL
);
CREATE INDEX operator_audit_brand ON operator_audit (product_no, id DESC);

-- The operators' history of past reviews reads a brand's rows newest first.
CREATE INDEX withdrawals_reviewed ON withdrawals (reviewed_at DESC) WHERE status <> 'inReview';
CREATE INDEX collections_reviewed ON collections (reviewed_at DESC) WHERE status <> 'inReview';
