-- Payments as the payments page keeps them (issue 10): the branch each was taken in, and the row's version
-- for safe edits (DESIGN.md section 3).
ALTER TABLE payments ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version > 0);
-- A payment to contract 'unknown' has no contract to name its branch: the cashier's branch does. A payment
-- of a contract is in the contract's branch (set on insert when not given).
ALTER TABLE payments ADD COLUMN location_id integer REFERENCES locations (id);
UPDATE payments p SET location_id = c.location_id FROM contracts c WHERE c.id = p.contract_id;

CREATE FUNCTION payments_location() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A payment of a contract is in the contract's branch; one attached later moves there from the cashier's.
  IF NEW.contract_id IS NOT NULL AND (TG_OP = 'UPDATE' OR NEW.location_id IS NULL) THEN
    SELECT location_id INTO NEW.location_id FROM contracts WHERE id = NEW.contract_id;
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER payments_location BEFORE INSERT OR UPDATE OF contract_id ON payments
  FOR EACH ROW EXECUTE FUNCTION payments_location();
ALTER TABLE payments ADD CONSTRAINT payments_location_known CHECK (location_id IS NOT NULL) NOT VALID;
CREATE INDEX payments_location_date_idx ON payments (location_id, date DESC, id DESC);
