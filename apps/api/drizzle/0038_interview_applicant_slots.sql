-- The times an applicant offers when none of the employer's suits them: the employer accepts one (the interview is
-- then scheduled at it) or proposes again.
ALTER TABLE "interviews" ADD COLUMN "applicant_slots" timestamp with time zone[] DEFAULT '{}' NOT NULL;
