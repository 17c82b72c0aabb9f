-- The audit trail can be read and cannot be changed (docs/decisions.md, "Security, second pass").

-- Every UPDATE, DELETE and TRUNCATE of audit_log is refused by a trigger, whoever asks: a superuser
-- bypasses privileges but not triggers, and ENABLE ALWAYS keeps them firing under
-- session_replication_role = replica too. Only the table's owner could drop them.
CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;

CREATE TRIGGER audit_log_no_update_delete BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
ALTER TABLE audit_log ENABLE ALWAYS TRIGGER audit_log_no_update_delete;
ALTER TABLE audit_log ENABLE ALWAYS TRIGGER audit_log_no_truncate;

-- The server runs the migrations as the role it connects as (DATABASE_URL), so CURRENT_USER is that
-- role: it keeps SELECT and INSERT on audit_log and loses the rest. A superuser holds every privilege
-- whatever the grants (the embedded PGlite's postgres, a test cluster's app), so there only the
-- triggers hold.
REVOKE UPDATE, DELETE, TRUNCATE ON audit_log FROM PUBLIC;
REVOKE UPDATE, DELETE, TRUNCATE ON audit_log FROM CURRENT_USER;

-- The journal page (/app/audit): newest first with the id as the tiebreak, overall and per user.
CREATE INDEX audit_log_at_idx ON audit_log (at DESC, id DESC);
CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, at DESC, id DESC);

-- The journal's permission for the head administrator of a school whose roles exist already (a new
-- database gets it with every permission when the roles are seeded after the migrations).
INSERT INTO role_permissions (role_id, permission)
SELECT id, 'audit.view' FROM roles WHERE name = 'admin'
ON CONFLICT DO NOTHING;
