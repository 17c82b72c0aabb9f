-- Users and access (issue 14): a staff or customer account is edited from the version shown (name,
-- branches, roles; status), so an edit made from a stale table gets 409 and changes nothing.
ALTER TABLE users ADD COLUMN IF NOT EXISTS version integer NOT NULL DEFAULT 1 CHECK (version > 0);
