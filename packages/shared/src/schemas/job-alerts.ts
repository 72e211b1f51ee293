import { z } from 'zod';
import { MSG_KEY } from '../messages.js';
import { requiredText } from './fields.js';
import { JOB_ALERT_FREQUENCIES, MAX_JOB_ALERT_NAME_LENGTH } from '../constants.js';
import { ALERT_FILTER_NAMES } from '../job-filters/registry.js';
import { jobFilterQueryShape, jobFilterSavedShape } from '../job-filters/schemas.js';

/**
 * The search an alert follows: the filters of /recommended-jobs its registry entry says an alert keeps (not the
 * page or the order), and which tab it was on: `show_all` false follows the jobs sharing a skill with the
 * professional, true every open job. Stored as it reads (the `search` JSON of `job_alerts`).
 */
export const jobAlertSearchSchema = z.object(jobFilterQueryShape(ALERT_FILTER_NAMES)).extend({
  show_all: z.boolean({ error: MSG_KEY.invalidChoice }).default(false),
});
export type JobAlertSearch = z.output<typeof jobAlertSearchSchema>;

const alertName = requiredText(MAX_JOB_ALERT_NAME_LENGTH);
const frequency = z.enum(JOB_ALERT_FREQUENCIES, { error: MSG_KEY.invalidChoice });

/** POST /api/job-alerts/: save the current search under a name. */
export const jobAlertCreateSchema = z.strictObject({
  name: alertName,
  frequency,
  search: jobAlertSearchSchema.prefault({}),
});
export type JobAlertCreate = z.input<typeof jobAlertCreateSchema>;

/** PATCH /api/job-alerts/<id>/: rename, change the frequency, pause or resume. */
export const jobAlertPatchSchema = z.strictObject({
  name: alertName.optional(),
  frequency: frequency.optional(),
  paused: z.boolean({ error: MSG_KEY.invalidChoice }).optional(),
});
export type JobAlertPatch = z.input<typeof jobAlertPatchSchema>;

/** A saved search as the API answers it: the values jobAlertSearchSchema gave, without its reading of query text. */
const savedSearchSchema = z
  .object(jobFilterSavedShape(ALERT_FILTER_NAMES))
  .extend({ show_all: z.boolean() }) satisfies z.ZodType<JobAlertSearch>;

export const jobAlertSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  frequency,
  search: savedSearchSchema,
  paused: z.boolean(),
  created_at: z.string(),
  /** The start of the window of the next mail: the jobs approved since then are its news. */
  window_start: z.string(),
  /** When the next mail is due (if anything new matches then). */
  next_run_at: z.string(),
});
export type JobAlert = z.output<typeof jobAlertSchema>;
