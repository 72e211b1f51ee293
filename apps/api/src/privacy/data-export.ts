import { strToU8, zipSync, type Zippable } from 'fflate';
import { EMAIL_CATEGORIES } from '@talent/shared';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { renderReadMe } from './export/read-me.js';
import { notFound } from '../lib/errors.js';
import { personalFiles, personalRecords } from './repositories/data-export.js';
import { loadConsents } from './consents.js';
import { demoJobInLanguage } from '../demo-market/index.js';
import { languageOf } from '../messaging/index.js';

/** The shape of data.json; raised when a field changes meaning, so that a reader can tell exports apart. */
export const EXPORT_FORMAT_VERSION = 1;

/**
 * What is read for the page only: whether the account is staff, which says which e-mail categories concern it. Every
 * other column read is one the personal-data registry gives (privacy/repositories/personal-data.ts).
 */
const LEFT_OUT = new Set(['isStaff']);

/** camelCase keys as the API writes them (snake_case), dates as ISO strings, bookkeeping columns left out. */
function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !LEFT_OUT.has(key))
        .map(([key, v]) => [key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), plain(v)]),
    );
  }
  return value;
}

/** A stored file's name as a ZIP entry: no folders, no control characters, unique within the export. */
function entryName(kind: string, filename: string, taken: Set<string>): string {
  const base =
    filename
      .replace(/[\\/\p{Cc}]/gu, '_')
      .replace(/^\.+/, '_')
      .slice(0, 120) || 'file';
  let name = `files/${kind}/${base}`;
  for (let n = 2; taken.has(name); n++) name = `files/${kind}/${n}-${base}`;
  taken.add(name);
  return name;
}

/** What building the export needs of the application: the database, and the site's address for the page's links. */
export interface ExportContext {
  db: Db;
  config: Pick<Config, 'PUBLIC_URL'>;
}

/**
 * The person's data as a ZIP: data.json (their account, profile, applications with their letters and histories, alerts, notices,
 * settings and consents, reports, sign-in history, the e-mails and SMS sent to them, and their job requests if they
 * hire), their own files, and a page in their language that says what all of it is (read-me.html, or
 * lisez-moi.html in French). An employer's applicants are other people's data and are not in it.
 */
export async function buildDataExport(ctx: ExportContext, userId: string, now = new Date()) {
  const records = await personalRecords(ctx.db, userId);
  if (!records) throw notFound();
  const [files, consents] = await Promise.all([personalFiles(ctx.db, userId), loadConsents(ctx.db, userId)]);
  const language = languageOf(records.user);
  const taken = new Set<string>();
  const entries: Zippable = {};
  const fileList = files.map((file) => {
    const name = entryName(file.kind, file.filename, taken);
    // Stored as they are: PDFs and JPEGs are compressed already.
    entries[name] = [new Uint8Array(file.data), { level: 0 }];
    return { name, kind: file.kind, content_type: file.contentType, uploaded_at: file.createdAt.toISOString() };
  });
  const emailOff = new Set(records.emailOff.map((row) => row.category));
  const data = {
    format_version: EXPORT_FORMAT_VERSION,
    exported_at: now.toISOString(),
    account: plain(records.user),
    professional_profile: plain(records.professional),
    employer_profile: plain(records.employer),
    applications: plain(records.applications.map(({ jobDescription: _, ...application }) => application)),
    application_history: plain(records.history),
    jobs_seen: plain(records.views),
    application_messages: plain(records.threadMessages),
    interviews: plain(records.meetings),
    job_alerts: plain(records.alerts),
    notifications: plain(records.notices),
    email_settings: Object.fromEntries(EMAIL_CATEGORIES.map((c) => [c, !emailOff.has(c)])),
    email_turned_off: plain(records.emailOff),
    sms_choices: plain(records.sms),
    consents,
    job_reports: plain(records.reports),
    social_sign_in: plain(records.identities),
    account_events: plain(records.accountEvents),
    messages_sent: plain(records.messages),
    job_requests: plain(records.requests),
    files: fileList,
  };
  entries['data.json'] = strToU8(`${JSON.stringify(data, null, 2)}\n`);
  // Job titles as the person read them: the demo market's in their language, any other as its employer wrote it.
  const applicationJobs = records.applications.map((application) => {
    const read = demoJobInLanguage(
      { job_title: application.jobTitle, job_location: application.jobLocation, company: null },
      language,
      application.jobDescription,
    );
    return { title: read.job_title, location: read.job_location };
  });
  const page = renderReadMe({
    language,
    exportedAt: now,
    publicUrl: ctx.config.PUBLIC_URL,
    records,
    applicationJobs,
    consents,
    files: fileList.map((file, i) => ({ name: file.name, kind: file.kind, uploadedAt: files[i]!.createdAt })),
  });
  entries[page.fileName] = strToU8(page.html);
  return {
    filename: `congo-talent-data-${now.toISOString().slice(0, 10)}.zip`,
    zip: zipSync(entries, { level: 6, mtime: now }),
  };
}
