-- The audit trail is append-only: whatever code runs, UPDATE, DELETE and TRUNCATE are refused.
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only (% refused)', TG_OP;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_no_update BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
-- Declared here rather than in Drizzle: staff-schema.ts imports schema.ts, not the reverse.
ALTER TABLE bookings ADD CONSTRAINT bookings_made_by_staff_fk
  FOREIGN KEY (made_by_staff_id) REFERENCES staff_users(id);
--> statement-breakpoint
ALTER TABLE leads ADD CONSTRAINT leads_claimed_by_fk
  FOREIGN KEY (claimed_by) REFERENCES staff_users(id);
--> statement-breakpoint
-- The call-back queue: open leads in order of when they are due.
CREATE INDEX leads_open_due_idx ON leads (coalesce(due_at, created_at))
  WHERE status IN ('new', 'call_back', 'retry');
