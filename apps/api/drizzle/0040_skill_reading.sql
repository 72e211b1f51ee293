-- Skills are read as concepts: a profile's and a job's stored keys come from the reading of @talent/shared. The
-- reading's fingerprint is kept here; an API that reads skills otherwise (its concepts or its rules changed) finds
-- another fingerprint at its start, reads every profile's and job's skills again, and writes its own. With no row yet,
-- the skills stored before concepts existed are read again the first time.
CREATE TABLE IF NOT EXISTS "skill_reading" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL CHECK ("id"),
	"fingerprint" text NOT NULL
);
