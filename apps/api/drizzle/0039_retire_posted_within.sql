-- The job search's `posted_within` (any number of days) is retired for `posted_within_days` (1, 3, 7 or 30). A saved
-- alert holding it takes the smallest of those at least as large, or nothing when it is over 30 or not a number; an
-- alert that holds a `posted_within_days` of its own keeps it. Either way `posted_within` goes.
UPDATE "job_alerts" SET "search" = ("search" - 'posted_within') || CASE
	WHEN coalesce(jsonb_typeof("search" -> 'posted_within_days'), 'null') <> 'null' THEN '{}'
	WHEN jsonb_typeof("search" -> 'posted_within') <> 'number' THEN '{}'
	ELSE CASE
		WHEN ("search" ->> 'posted_within')::numeric <= 1 THEN '{"posted_within_days": 1}'
		WHEN ("search" ->> 'posted_within')::numeric <= 3 THEN '{"posted_within_days": 3}'
		WHEN ("search" ->> 'posted_within')::numeric <= 7 THEN '{"posted_within_days": 7}'
		WHEN ("search" ->> 'posted_within')::numeric <= 30 THEN '{"posted_within_days": 30}'
		ELSE '{}'
	END
END::jsonb
WHERE "search" ? 'posted_within';
