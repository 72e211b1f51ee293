-- A person's own account events (sign-ins, password changes...), read for their data export without reading the
-- whole log.
CREATE INDEX IF NOT EXISTS "audit_log_target_idx" ON "audit_log" ("target_type", "target_id", "created_at");
