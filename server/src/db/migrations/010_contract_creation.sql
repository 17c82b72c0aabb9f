-- Contracts as the creation dialog makes them (issue 9): what was signed, by whom, in which series, and the
-- row's version for safe writes (DESIGN.md section 3).
ALTER TABLE contracts ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version > 0);
-- The service type of money.md's creation payload: academic year, camp or individual lessons.
ALTER TABLE contracts ADD COLUMN lessons_type text NOT NULL DEFAULT 'academic_year'
  CHECK (lessons_type IN ('academic_year', 'camp', 'individual'));
ALTER TABLE contracts ADD COLUMN requisite_id integer REFERENCES requisites (id);
-- The creation form's fields as signed (passport, registration, nicknames, camp dates, prices, the payment
-- schedule...): the document is filled from them, and an extension copies them.
ALTER TABLE contracts ADD COLUMN details jsonb NOT NULL DEFAULT '{}';
ALTER TABLE contracts ADD COLUMN created_by integer REFERENCES users (id);
-- Cancellation (money.md section 4): the day and the reason from the reasons_cancelled list.
ALTER TABLE contracts ADD COLUMN cancelled_on date;
ALTER TABLE contracts ADD COLUMN cancel_reason text;
-- The contract an extension continued (children's club), closed by it.
ALTER TABLE contracts ADD COLUMN predecessor_id integer REFERENCES contracts (id);
-- Removed right after creation from the result dialog (made by mistake): closed, receivables void, no document.
ALTER TABLE contracts ADD COLUMN removed_at timestamptz;

-- Contract numbers: one series per branch ('МН-00042'), never reused, even after a removal.
ALTER TABLE locations ADD COLUMN contract_prefix text;
CREATE TABLE contract_number_series (
  prefix text PRIMARY KEY,
  last_value integer NOT NULL CHECK (last_value > 0)
);
