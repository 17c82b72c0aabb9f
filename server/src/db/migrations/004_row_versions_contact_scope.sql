-- Versions of editable rows (DESIGN.md section 3): an update names the version it was made from and
-- moves it on by one; an update from a stale version is refused (409) and changes nothing.
ALTER TABLE leads ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version > 0);
ALTER TABLE contacts ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version > 0);

-- Branch scope of contacts and their leads: "has the contact a contract, and one in these branches?"
-- is answered from this index alone (it also serves every lookup by contact_id).
CREATE INDEX contracts_contact_location_idx ON contracts (contact_id, location_id);
DROP INDEX contracts_contact_idx;
