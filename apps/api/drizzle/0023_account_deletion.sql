-- A deleted account keeps its row, emptied of everything personal, so that its applications stay as anonymous
-- records in the employers' and staff's history; the row can never sign in again.
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;
