-- Each contract's debt (receivables due by the branch's today, not void), credit (all payments) and balance,
-- kept up to date so that a page of the debt list does not sum half a million receivables for every
-- request (issue 8: a page over 50,000 contracts under 100 ms with 50 connections).
--
-- `as_of` is the day `debt` was summed for; NULL means never. Statement triggers on receivables and
-- payments apply every change at once (debt only for receivables due by `as_of`); the debt list brings the
-- rows of its branches to their today first (modules/debt/repository.ts, refreshBalances), adding what fell
-- due since `as_of`, or summing again when the day went backwards (tests move the clock) or was never
-- summed. A branch's refresh and the triggers of changes to its contracts serialise on one advisory lock
-- per branch, so that a receivable written during a refresh is neither lost nor counted twice.
CREATE TABLE contract_balances (
  contract_id integer PRIMARY KEY REFERENCES contracts (id) ON DELETE CASCADE,
  location_id integer NOT NULL,
  as_of date,
  debt numeric(14, 2) NOT NULL DEFAULT 0,
  credit numeric(14, 2) NOT NULL DEFAULT 0,
  balance numeric(14, 2) GENERATED ALWAYS AS (debt - credit) STORED
);
CREATE INDEX contract_balances_location_idx ON contract_balances (location_id, as_of);
CREATE INDEX contract_balances_open_idx ON contract_balances (location_id, balance) WHERE debt <> credit;

-- The advisory lock key of a branch's balances (the second key of pg_advisory_xact_lock(int, int)).
CREATE FUNCTION contract_balances_lock_key() RETURNS integer LANGUAGE sql IMMUTABLE AS $$ SELECT 730001 $$;

-- Contracts: a balance row per contract; a contract moved to another branch is summed again.
CREATE FUNCTION contract_balances_contracts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO contract_balances (contract_id, location_id)
    SELECT id, location_id FROM new_rows;
  ELSE
    UPDATE contract_balances cb SET location_id = n.location_id, as_of = NULL
    FROM new_rows n WHERE cb.contract_id = n.id AND cb.location_id <> n.location_id;
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER contract_balances_contracts_insert AFTER INSERT ON contracts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION contract_balances_contracts();
CREATE TRIGGER contract_balances_contracts_update AFTER UPDATE ON contracts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION contract_balances_contracts();

-- Takes the shared lock of every branch the changed rows' contracts belong to (a refresh takes it alone).
CREATE FUNCTION contract_balances_share(contract_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  branch integer;
BEGIN
  FOR branch IN
    SELECT DISTINCT location_id FROM contract_balances WHERE contract_id = ANY(contract_ids) ORDER BY 1
  LOOP
    PERFORM pg_advisory_xact_lock_shared(contract_balances_lock_key(), branch);
  END LOOP;
END;
$$;

-- Receivables: the debt moves by what is (no longer) due by `as_of`.
CREATE FUNCTION contract_balances_receivables() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM contract_balances_share(ARRAY(SELECT DISTINCT contract_id FROM old_rows));
    UPDATE contract_balances cb SET debt = cb.debt - d.amount
    FROM (SELECT o.contract_id, SUM(o.amount) AS amount
          FROM old_rows o JOIN contract_balances b ON b.contract_id = o.contract_id
          WHERE NOT o.void AND b.as_of IS NOT NULL AND o.due_date <= b.as_of
          GROUP BY o.contract_id) d
    WHERE cb.contract_id = d.contract_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM contract_balances_share(ARRAY(SELECT DISTINCT contract_id FROM new_rows));
    UPDATE contract_balances cb SET debt = cb.debt + d.amount
    FROM (SELECT n.contract_id, SUM(n.amount) AS amount
          FROM new_rows n JOIN contract_balances b ON b.contract_id = n.contract_id
          WHERE NOT n.void AND b.as_of IS NOT NULL AND n.due_date <= b.as_of
          GROUP BY n.contract_id) d
    WHERE cb.contract_id = d.contract_id;
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER contract_balances_receivables_insert AFTER INSERT ON receivables
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION contract_balances_receivables();
CREATE TRIGGER contract_balances_receivables_update AFTER UPDATE ON receivables
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION contract_balances_receivables();
CREATE TRIGGER contract_balances_receivables_delete AFTER DELETE ON receivables
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION contract_balances_receivables();

-- Payments: the credit moves by every payment of a contract (contract 'unknown' is nobody's credit).
CREATE FUNCTION contract_balances_payments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE contract_balances cb SET credit = cb.credit - d.amount
    FROM (SELECT contract_id, SUM(amount) AS amount FROM old_rows
          WHERE contract_id IS NOT NULL GROUP BY contract_id) d
    WHERE cb.contract_id = d.contract_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE contract_balances cb SET credit = cb.credit + d.amount
    FROM (SELECT contract_id, SUM(amount) AS amount FROM new_rows
          WHERE contract_id IS NOT NULL GROUP BY contract_id) d
    WHERE cb.contract_id = d.contract_id;
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER contract_balances_payments_insert AFTER INSERT ON payments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION contract_balances_payments();
CREATE TRIGGER contract_balances_payments_update AFTER UPDATE ON payments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION contract_balances_payments();
CREATE TRIGGER contract_balances_payments_delete AFTER DELETE ON payments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION contract_balances_payments();

-- Contracts that exist already: their rows, credit summed now, debt summed by the first refresh.
INSERT INTO contract_balances (contract_id, location_id, credit)
SELECT c.id, c.location_id, COALESCE((SELECT SUM(p.amount) FROM payments p WHERE p.contract_id = c.id), 0)
FROM contracts c;
