-- The reports page (issue 10): each money report reads only its branches' contracts of its month.

-- New contracts by week: a branch's contracts by the moment they were signed (a month's range of them).
CREATE INDEX contracts_report_signed_idx ON contracts (location_id, date_created)
  INCLUDE (course_id, contact_id, predecessor_id) WHERE removed_at IS NULL;

-- Ongoing contracts: a branch's signed contracts by the day they start (those started before the month's
-- end), with what decides whether they still run.
CREATE INDEX contracts_report_ongoing_idx ON contracts (location_id, start_date)
  INCLUDE (course_id, status, cancelled_on) WHERE removed_at IS NULL AND status <> 'new';

-- Payments by day and city read payments_location_date_idx (migration 013); a first contract of a client
-- looks for the contact's earlier contracts (contracts_contact_idx, migration 001).
