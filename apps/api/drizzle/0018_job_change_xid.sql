-- Each API instance keeps the open jobs' skills in memory to rank a professional's matches (src/search/): it reads
-- the jobs written since it last looked. A timestamp cannot say which: a transaction commits after its rows' times,
-- so a reader would pass over the rows of a long one (an import). The writing transaction's id can: a reader keeps
-- the snapshot of its last read, and the transactions it did not see are those from its xmax on and those it lists
-- as running.
ALTER TABLE "jobs" ADD COLUMN "change_xid" xid8 DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION talent_jobs_change_xid() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.change_xid := pg_current_xact_id();
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER jobs_change_xid BEFORE UPDATE ON "jobs" FOR EACH ROW EXECUTE FUNCTION talent_jobs_change_xid();--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "jobs_change_xid_idx" ON "jobs" ("change_xid");
