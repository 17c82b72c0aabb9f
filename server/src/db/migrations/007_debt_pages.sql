-- A page of the debt list without a pass over every contract (issue 8: a page over 50,000 contracts under
-- 100 ms with 50 connections). Measured on migration 006, a page cost two passes over contract_balances:
-- the check whether any row's `as_of` was behind its branch's today (65 ms at 50,000 contracts) and the
-- count, branch totals and sort of every matching row (35 ms); the first request of a day rewrote every
-- row, and a search lower-cased every name (130 ms). Now:
--
-- - The day debts are summed for is kept per branch (contract_balance_days), not per contract: the check is
--   one row per branch, and a new day adds only the receivables that fell due (or takes back those no longer
--   due when the day went back); a branch with no day yet is summed whole by its first debt request.
-- - What a row shows lives on contract_balances (the contract's name, number and phone copied by the
--   contracts trigger, and the lower-cased text a search looks in); each sort key is in a partial index per
--   branch over the rows listed (debt <> credit): a page is an index scan per branch, merged, stopping
--   after offset + limit rows, with no join.
-- - contract_balance_totals holds each branch's count of listed contracts and sum of positive balances,
--   moved by a statement trigger on contract_balances by every change of a row, whoever makes it.
--
-- Locks: a branch's refresh takes its advisory lock alone, the receivables trigger shares it (as in 006);
-- moving a contract to another branch takes both branches' locks alone, since its debt is summed again to
-- the new branch's day. The totals' rows are locked by the writing transaction until it ends, one branch
-- after another in id order within a statement.

-- The day a branch's debts are summed for: receivables due on or before it count (not void).
CREATE TABLE contract_balance_days (
  location_id integer PRIMARY KEY REFERENCES locations (id) ON DELETE CASCADE,
  as_of date NOT NULL
);

-- Debts are summed again per branch by the first request after this migration (no day is known yet).
ALTER TABLE contract_balances DROP COLUMN as_of;
DROP INDEX contract_balances_open_idx;

-- What a row of the debt list shows of its contract, copied by the contracts trigger, and the text a search
-- looks in: the name and the number lower-cased and the phone's digits, apart by spaces (a search word has
-- none, so a word is found in one of the three or not at all).
ALTER TABLE contract_balances
  ADD COLUMN full_name text NOT NULL DEFAULT '',
  ADD COLUMN number text NOT NULL DEFAULT '',
  ADD COLUMN phone text NOT NULL DEFAULT '';
UPDATE contract_balances cb SET full_name = c.full_name, number = c.number, phone = c.phone
FROM contracts c WHERE c.id = cb.contract_id;
ALTER TABLE contract_balances
  ALTER COLUMN full_name DROP DEFAULT,
  ALTER COLUMN number DROP DEFAULT,
  ALTER COLUMN phone DROP DEFAULT,
  ADD COLUMN search_text text NOT NULL GENERATED ALWAYS AS (
    lower(full_name) || ' ' || lower(number) || ' ' || regexp_replace(phone, '[^0-9]', '', 'g')) STORED;

-- One index per sort key of the debt page (the contract's id breaks ties), over the listed rows only.
CREATE INDEX contract_balances_page_name_idx ON contract_balances (location_id, full_name, contract_id)
  WHERE debt <> credit;
CREATE INDEX contract_balances_page_number_idx ON contract_balances (location_id, number, contract_id)
  WHERE debt <> credit;
CREATE INDEX contract_balances_page_debt_idx ON contract_balances (location_id, debt, contract_id)
  WHERE debt <> credit;
CREATE INDEX contract_balances_page_credit_idx ON contract_balances (location_id, credit, contract_id)
  WHERE debt <> credit;
CREATE INDEX contract_balances_page_balance_idx ON contract_balances (location_id, balance, contract_id)
  WHERE debt <> credit;

-- Takes the advisory lock of each branch alone, in id order (what a refresh takes).
CREATE FUNCTION contract_balances_lock(branches integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  branch integer;
BEGIN
  FOR branch IN SELECT DISTINCT b FROM unnest(branches) AS b ORDER BY 1 LOOP
    PERFORM pg_advisory_xact_lock(contract_balances_lock_key(), branch);
  END LOOP;
END;
$$;

-- Contracts: a balance row per contract with its name, number and phone; a contract moved to another branch
-- has its debt summed again to that branch's day (0 while the branch has none: its first refresh sums it).
CREATE OR REPLACE FUNCTION contract_balances_contracts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO contract_balances (contract_id, location_id, full_name, number, phone)
    SELECT id, location_id, full_name, number, phone FROM new_rows;
    RETURN NULL;
  END IF;
  PERFORM contract_balances_lock(ARRAY(
    SELECT unnest(ARRAY[cb.location_id, n.location_id])
    FROM contract_balances cb JOIN new_rows n ON n.id = cb.contract_id
    WHERE cb.location_id <> n.location_id));
  UPDATE contract_balances cb SET
    location_id = n.location_id, full_name = n.full_name, number = n.number, phone = n.phone,
    debt = CASE WHEN cb.location_id = n.location_id THEN cb.debt
           ELSE COALESCE((SELECT SUM(r.amount) FROM receivables r JOIN contract_balance_days d
                            ON d.location_id = n.location_id
                          WHERE r.contract_id = n.id AND NOT r.void AND r.due_date <= d.as_of), 0) END
  FROM new_rows n
  WHERE cb.contract_id = n.id
    AND (cb.location_id, cb.full_name, cb.number, cb.phone)
        IS DISTINCT FROM (n.location_id, n.full_name, n.number, n.phone);
  RETURN NULL;
END;
$$;

-- Receivables: the debt moves by what is (no longer) due by the branch's day.
CREATE OR REPLACE FUNCTION contract_balances_receivables() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM contract_balances_share(ARRAY(SELECT DISTINCT contract_id FROM old_rows));
    UPDATE contract_balances cb SET debt = cb.debt - d.amount
    FROM (SELECT o.contract_id, SUM(o.amount) AS amount
          FROM old_rows o JOIN contract_balances b ON b.contract_id = o.contract_id
          JOIN contract_balance_days bd ON bd.location_id = b.location_id
          WHERE NOT o.void AND o.due_date <= bd.as_of
          GROUP BY o.contract_id) d
    WHERE cb.contract_id = d.contract_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM contract_balances_share(ARRAY(SELECT DISTINCT contract_id FROM new_rows));
    UPDATE contract_balances cb SET debt = cb.debt + d.amount
    FROM (SELECT n.contract_id, SUM(n.amount) AS amount
          FROM new_rows n JOIN contract_balances b ON b.contract_id = n.contract_id
          JOIN contract_balance_days bd ON bd.location_id = b.location_id
          WHERE NOT n.void AND n.due_date <= bd.as_of
          GROUP BY n.contract_id) d
    WHERE cb.contract_id = d.contract_id;
  END IF;
  RETURN NULL;
END;
$$;

-- Per branch: the contracts the debt list shows (balance not zero) and the sum of their positive balances.
CREATE TABLE contract_balance_totals (
  location_id integer PRIMARY KEY,
  listed integer NOT NULL,
  positive_balance numeric(16, 2) NOT NULL
);

-- Any change of contract_balances: each branch's totals move by the changed rows, as they are minus as they
-- were (a branch left unchanged, e.g. by a new name, is not written, so not locked).
CREATE FUNCTION contract_balance_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes contract_balance_totals[];
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    changes := ARRAY(
      SELECT ROW(location_id, count(*) FILTER (WHERE debt <> credit),
                 COALESCE(SUM(balance) FILTER (WHERE balance > 0), 0))::contract_balance_totals
      FROM new_rows GROUP BY location_id);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    changes := changes || ARRAY(
      SELECT ROW(location_id, -count(*) FILTER (WHERE debt <> credit),
                 -COALESCE(SUM(balance) FILTER (WHERE balance > 0), 0))::contract_balance_totals
      FROM old_rows GROUP BY location_id);
  END IF;
  INSERT INTO contract_balance_totals AS t (location_id, listed, positive_balance)
  SELECT c.location_id, SUM(c.listed), SUM(c.positive_balance)
  FROM unnest(changes) c
  GROUP BY c.location_id
  HAVING SUM(c.listed) <> 0 OR SUM(c.positive_balance) <> 0
  ORDER BY c.location_id
  ON CONFLICT (location_id) DO UPDATE SET
    listed = t.listed + EXCLUDED.listed,
    positive_balance = t.positive_balance + EXCLUDED.positive_balance;
  RETURN NULL;
END;
$$;
CREATE TRIGGER contract_balance_totals_insert AFTER INSERT ON contract_balances
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION contract_balance_totals_apply();
CREATE TRIGGER contract_balance_totals_update AFTER UPDATE ON contract_balances
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION contract_balance_totals_apply();
CREATE TRIGGER contract_balance_totals_delete AFTER DELETE ON contract_balances
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION contract_balance_totals_apply();

INSERT INTO contract_balance_totals (location_id, listed, positive_balance)
SELECT location_id, count(*) FILTER (WHERE debt <> credit), COALESCE(SUM(balance) FILTER (WHERE balance > 0), 0)
FROM contract_balances GROUP BY location_id;
