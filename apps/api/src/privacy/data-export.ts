import { strToU8, zipSync, type Zippable } from 'fflate';
import { EMAIL_CATEGORIES } from '@talent/shared';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { renderReadMe } from './export/read-me.js';
import { notFound } from '../lib/errors.js';
import { personalRecords } from './repositories/data-export.js';
import { PERSONAL_DATA, type ExportedTable, type PersonalTable } from './repositories/personal-data.js';
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
 * The person's data as a ZIP: data.json, a section for each table of the personal-data registry that gives its rows
 * (their account, profile, applications with their letters and histories, alerts, notices, settings, reports, sign-in
 * history, the e-mails and SMS sent to them, and their job requests if they hire) and their consents; their own files;
 * and a page in their language that says what all of it is (read-me.html, or lisez-moi.html in French). An employer's
 * applicants are other people's data and are not in it.
 */
export async function buildDataExport(ctx: ExportContext, userId: string, now = new Date()) {
  const [records, consents] = await Promise.all([personalRecords(ctx.db, userId), loadConsents(ctx.db, userId)]);
  if (!records) throw notFound();
  const user = records.users[0]!;
  const files = records.stored_files;
  const language = languageOf(user);
  const taken = new Set<string>();
  const entries: Zippable = {};
  const fileList = files.map((file) => {
    const name = entryName(file.kind, file.filename, taken);
    // Stored as they are: PDFs and JPEGs are compressed already.
    entries[name] = [new Uint8Array(file.data), { level: 0 }];
    return { name, kind: file.kind, content_type: file.contentType, uploaded_at: file.createdAt.toISOString() };
  });
  // What a section gives of its rows, where it is not the rows as read: the files as the ZIP holds them, and the
  // applications without what was read only to show a demo job's title.
  const given: Partial<Record<ExportedTable, unknown>> = {
    stored_files: fileList,
    applications: plain(records.applications.map(({ jobDescription: _, ...application }) => application)),
  };
  const sections = (PERSONAL_DATA as readonly PersonalTable[]).flatMap(({ table, exported }) => {
    if (!exported) return [];
    const rows = records[table as ExportedTable];
    return [[exported.section, given[table as ExportedTable] ?? plain(exported.one ? (rows[0] ?? null) : rows)]];
  });
  const emailOff = new Set(records.email_opt_outs.map((row) => row.category));
  const data = {
    format_version: EXPORT_FORMAT_VERSION,
    exported_at: now.toISOString(),
    ...Object.fromEntries(sections),
    // Read from the registry's tables, said whole: each e-mail category on or off, and what was agreed to and when.
    email_settings: Object.fromEntries(EMAIL_CATEGORIES.map((c) => [c, !emailOff.has(c)])),
    consents,
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
