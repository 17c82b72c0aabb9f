-- Customers (issue 14): an account is edited and disabled from the version shown (409 on a stale one).
-- The users page adds the same column in 027; IF NOT EXISTS keeps either order working.
ALTER TABLE users ADD COLUMN IF NOT EXISTS version integer NOT NULL DEFAULT 1;
