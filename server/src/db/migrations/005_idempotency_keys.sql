-- Idempotency keys of creating requests (DESIGN.md section 3, IETF httpapi "Idempotency-Key" draft):
-- one row per user and key, claimed by an atomic INSERT before the request runs and holding its final
-- answer afterwards, so that a retried or repeated request replays the first answer instead of creating
-- twice. Kept 24 hours; older rows count as absent and are purged by the server.
CREATE TABLE idempotency_keys (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The header's value: 1-255 visible ASCII characters.
  key text NOT NULL CHECK (length(key) BETWEEN 1 AND 255),
  -- SHA-256 (hex) of the method, the path and the canonical JSON of the body (or the uploaded bytes).
  fingerprint text NOT NULL,
  -- Random id of the request that holds the key: only that request may store its answer or release it.
  claim uuid NOT NULL,
  state text NOT NULL CHECK (state IN ('running', 'done')),
  -- The final answer (2xx or 4xx) once done: its status and its JSON body as sent. JSON text, not jsonb:
  -- the answer replays byte for byte, and escaped NUL characters stay legal.
  status_code integer CHECK (status_code BETWEEN 200 AND 499),
  response text,
  -- When the key was claimed: the 24 hours, and the lease of a running request, count from here.
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, key),
  CHECK ((state = 'running') = (status_code IS NULL)),
  CHECK ((state = 'running') = (response IS NULL))
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);
