-- Sessions hardening (issue 3): sign-in limits shared by every server process, Google sign-ins in
-- progress, and sessions that end when their user is disabled.

-- Fixed-window counters of sign-in attempts, keyed by a hash of 'email:<address>' or 'client:<ip>'
-- (neither is stored in clear). One row per key; a new window restarts the count.
CREATE TABLE auth_attempts (
  key_hash text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  attempts integer NOT NULL
);
CREATE INDEX auth_attempts_window_idx ON auth_attempts (window_start);

-- A Google (OpenID Connect) sign-in between the redirect to the provider and the return: the browser
-- holds only a random id in an httpOnly cookie; state, nonce and the PKCE verifier stay here. Single use.
CREATE TABLE oidc_logins (
  id_hash text PRIMARY KEY,
  state text NOT NULL,
  nonce text NOT NULL,
  code_verifier text NOT NULL,
  next text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX oidc_logins_expires_idx ON oidc_logins (expires_at);

-- Sessions end on the absolute limit too: purge by creation time.
CREATE INDEX sessions_created_idx ON sessions (created_at);
CREATE INDEX sessions_last_seen_idx ON sessions (last_seen_at);

-- Disabling a user (by any route, script or hand-written UPDATE) ends their sessions at once.
CREATE FUNCTION end_sessions_of_disabled_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM sessions WHERE user_id = NEW.id;
  RETURN NEW;
END
$$;
CREATE TRIGGER users_disabled_end_sessions
  AFTER UPDATE OF status ON users
  FOR EACH ROW WHEN (NEW.status <> 'active' AND OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION end_sessions_of_disabled_user();
