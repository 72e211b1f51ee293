// Every job list a professional reads, and the job alerts' matching: what the rest of the API and the benchmark may
// use of this module (the lint refuses imports past this file).
export { fillWindow, windowEnd, windowMatches, type WindowJob } from './job-alert-window.js';
export { searchQueryOf, type SearchQuery } from './search-terms.js';
export { keepRecentJobCopy } from './recent-job-copy.js';
export { analyzeJobs } from './search-statistics.js';
export { keepOpenJobSkillsCurrent } from './open-job-skills.js';
export { default as jobListRoutes } from './routes/jobs.js';
// For the benchmark, which runs a list's statements bare to tell the database's cost from the server's.
export { prepareJobSearch } from './prepared-search.js';
export { afterRead, firstReach, scopeOf, type Reach } from './read-plan.js';
export { jobPageStatement, jobCountStatement } from './search-statements.js';
