import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, normaliseSkills, splitSkills, todayIso } from '@talent/shared';
import { openDatabase, type Db } from '../../src/db/client.js';
import { lockDataDir } from '../../src/db/lock.js';
import { executeRows } from '../../src/db/rows.js';
import { auditLog, jobSearchTerms, jobs } from '../../src/db/schema.js';
import { buildEmployer, buildProfessional, buildUser } from '../../src/demo/factories/users.js';
import { isOpen } from '../../src/db/market-rules.js';
import { BATCH_SIZE } from '../../src/hiring/job-import/store-jobs.js';
import { apiProgram } from '../helpers/api-program.js';
import { validJobRequest } from '../helpers/hiring-forms.js';
import { createServerDatabase } from '../helpers/test-app.js';

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const onPostgres = process.env.TEST_DB === 'postgres';
/** Tests of the command itself, not of a database: defined in the embedded database's run only. */
const itOnce: typeof it = onPostgres ? ((() => undefined) as unknown as typeof it) : it;
const CLI_TIMEOUT = { timeout: 90_000 };

/**
 * The command runs as an operator runs it: a process of its own, on the database the server would use (PGlite in
 * a DATA_DIR, or the PostgreSQL server of DATABASE_URL). The embedded database admits one process at a time, so
 * the test opens it only between runs.
 */
describe(`npm run import-jobs on ${onPostgres ? 'a PostgreSQL server' : 'the embedded database'}`, () => {
  const workDir = mkdtempSync(join(tmpdir(), 'import-jobs-'));
  let env: Record<string, string>;
  let dropDatabase = async () => {};

  const withDb = async <T>(use: (db: Db) => Promise<T>): Promise<T> => {
    const database = await openDatabase(
      env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL, poolSize: 1 } : { dataDir: env.DATA_DIR },
    );
    try {
      return await use(database.db);
    } finally {
      await database.close();
    }
  };

  const run = (args: string[]): Promise<{ code: number; stdout: string; stderr: string }> =>
    new Promise((resolve, reject) => {
      const [program, ...programArgs] = apiProgram('import-jobs');
      const child = spawn(program!, [...programArgs, ...args], {
        cwd: root,
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d) => (stdout += d));
      child.stderr.on('data', (d) => (stderr += d));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
    });

  let fileCount = 0;
  const feed = (lines: (Record<string, unknown> | unknown[] | string)[]) => {
    const path = join(workDir, `feed-${++fileCount}.jsonl`);
    writeFileSync(
      path,
      lines.map((line) => (typeof line === 'string' ? line : JSON.stringify(line))).join('\n') + '\n',
    );
    return path;
  };

  const jobsOf = (db: Db, employerId: string) =>
    db.select().from(jobs).where(eq(jobs.employerId, employerId)).orderBy(jobs.id);
  const importEntries = (db: Db, employerId: string) =>
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'job.import'), eq(auditLog.targetId, employerId)));

  const emails = {
    pending: 'recrutement@kivumining.example.cd',
    approved: 'rh@gecamines.example.cd',
    failing: 'jobs@brasimba.example.cd',
    professional: 'grace@example.cd',
    demo: 'visitor@demo.example.cd',
  };
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    if (onPostgres) {
      const server = await createServerDatabase();
      env = { DATABASE_URL: server.url };
      dropDatabase = server.drop;
    } else {
      env = { DATA_DIR: join(workDir, 'data') };
    }
    await withDb(async (db) => {
      for (const key of ['pending', 'approved', 'failing'] as const) {
        ids[key] = (await buildEmployer(db, { user: { email: emails[key] } })).user.id;
      }
      await buildProfessional(db, { user: { email: emails.professional } });
      await buildUser(db, { email: emails.demo, userType: 'employer', isDemo: true });
    });
  }, 90_000);

  afterAll(async () => {
    await dropDatabase();
    rmSync(workDir, { recursive: true, force: true });
  });

  it(
    'imports every line as a pending job, stored as the create route stores it, with one audit entry',
    CLI_TIMEOUT,
    async () => {
      const lines = [
        validJobRequest(),
        validJobRequest({
          job_title: 'Ingénieur des mines',
          job_location: 'Lubumbashi, Haut-Katanga',
          required_skills: 'Excel; gestion de projet',
          sector: 'mining',
        }),
        validJobRequest({
          job_title: 'Comptable',
          required_skills: undefined,
          salary: '1 500',
          housing: 'true',
          job_spec_document: null,
        }),
      ];
      const path = feed([lines[0]!, '', '   ', lines[1]!, lines[2]!]);

      const result = await run([path, '--employer', emails.pending.toUpperCase()]);

      expect(result.code).toBe(0);
      expect(result.stdout.trim()).toBe(`Imported 3 jobs for ${emails.pending} (pending review)`);
      expect(result.stderr).toContain('validated 3 lines');
      expect(result.stderr).toContain('imported 3 / 3 jobs');
      await withDb(async (db) => {
        const stored = await jobsOf(db, ids.pending!);
        expect(stored.map((job) => job.jobTitle)).toEqual(['Electrical Engineer', 'Ingénieur des mines', 'Comptable']);
        for (const job of stored)
          expect(job).toMatchObject({ status: 'pending', approvedAt: null, jobSpecFileId: null });
        expect(stored[0]!.requiredSkillsNormalized).toEqual(normaliseSkills(splitSkills('AutoCAD, HSE, Français, JS')));
        expect(stored[0]!.requiredSkillsNormalized).toContain('javascript');
        expect(stored[1]!.requiredSkillsNormalized).toEqual(normaliseSkills(['Excel', 'gestion de projet']));
        // The job's own sector, when the line gives one; none otherwise.
        expect(stored.map((job) => job.sector)).toEqual([null, 'mining', null]);
        expect(stored[2]).toMatchObject({
          requiredSkills: '',
          requiredSkillsNormalized: [],
          salary: 1500,
          housing: true,
          medicalAid: false,
        });
        // The search vocabulary is kept by the database as jobs are inserted: imported words are searchable.
        const terms = await db
          .select()
          .from(jobSearchTerms)
          .where(inArray(jobSearchTerms.term, ['ingenieur', 'lubumbashi', 'comptable']));
        expect(terms).toHaveLength(3);

        const [entry, ...others] = await importEntries(db, ids.pending!);
        expect(others).toEqual([]);
        expect(entry).toMatchObject({ actorId: null, targetType: 'employer', targetId: ids.pending });
        expect(entry!.details).toMatchObject({ file: path, count: 3, employer: emails.pending, approved: false });
      });
    },
  );

  it('lists every bad line by its number and imports nothing', CLI_TIMEOUT, async () => {
    const path = feed([
      validJobRequest(),
      '{"job_title": "Chauffeur",',
      '',
      validJobRequest({ job_title: undefined, work_model: 'from the moon', salary: -5 }),
      [validJobRequest()],
      validJobRequest({ application_deadline: '2020-01-01', colour: 'blue', sector: 'agriculture' }),
      validJobRequest({ job_spec_document: 'spec.pdf' }),
      validJobRequest({ job_title: 'Mécanicien' }),
    ]);

    const result = await run([path, '--employer', emails.failing]);

    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    const problems = result.stderr.split('\n').filter((line) => line.startsWith('line '));
    expect(problems).toEqual([
      expect.stringMatching(/^line 2: not valid JSON \(.+\)$/),
      `line 4: job_title: ${MSG.required}`,
      `line 4: salary: ${MSG.invalidNumber}`,
      `line 4: work_model: ${MSG.invalidChoice}`,
      'line 5: not a JSON object with the fields of a job request',
      `line 6: application_deadline: ${MSG.deadlineInPast}`,
      `line 6: sector: ${MSG.invalidChoice}`,
      `line 6: colour: ${MSG.unknownField}`,
      `line 7: job_spec_document: ${MSG.unknownField}`,
    ]);
    expect(result.stderr).toContain('Nothing was imported: 5 lines out of 7 are not valid.');
    await withDb(async (db) => {
      expect(await jobsOf(db, ids.failing!)).toEqual([]);
      expect(await importEntries(db, ids.failing!)).toEqual([]);
    });
  });

  it('publishes the jobs at once with --approve: approved, dated, and open to professionals', CLI_TIMEOUT, async () => {
    const path = feed([
      validJobRequest({ job_title: 'Géologue' }),
      validJobRequest({ job_title: 'Data Analyst', work_model: 'remote' }),
    ]);

    const result = await run([path, '--employer', emails.approved, '--approve']);

    expect(result.code).toBe(0);
    expect(result.stdout.trim()).toBe(`Imported 2 jobs for ${emails.approved} (approved)`);
    await withDb(async (db) => {
      const stored = await jobsOf(db, ids.approved!);
      expect(stored.map((job) => job.status)).toEqual(['approved', 'approved']);
      for (const job of stored) expect(job.approvedAt).toBeInstanceOf(Date);
      const open = await db
        .select({ title: jobs.jobTitle })
        .from(jobs)
        .where(and(eq(jobs.employerId, ids.approved!), isOpen(todayIso(), false)));
      expect(open.map((job) => job.title).sort()).toEqual(['Data Analyst', 'Géologue']);
      const [entry] = await importEntries(db, ids.approved!);
      expect(entry!.details).toMatchObject({ count: 2, approved: true });
    });
  });

  it(
    'submits each job when it is stored, in the order of the file, across batches, approved at the import',
    CLI_TIMEOUT,
    async () => {
      const count = BATCH_SIZE + 2;
      const path = feed(Array.from({ length: count }, (_, i) => validJobRequest({ job_title: `Caissier ${i + 1}` })));

      const started = new Date();
      const result = await run([path, '--employer', emails.approved, '--approve']);
      const ended = new Date();

      expect(result.code, result.stderr).toBe(0);
      await withDb(async (db) => {
        // Compared in the database, to the microsecond.
        const [times] = await executeRows<{ jobs: number; inLineOrder: boolean; inImport: boolean; approved: number }>(
          db,
          sql`select count(*)::int as jobs,
          array_agg(job_title order by submitted_at, id) = array_agg(job_title order by id) as "inLineOrder",
          bool_and(submitted_at >= approved_at and submitted_at between ${started.toISOString()}::timestamptz
            and ${ended.toISOString()}::timestamptz) as "inImport",
          count(distinct approved_at)::int as approved
          from jobs where employer_id = ${ids.approved} and job_title like 'Caissier %'`,
        );
        expect(times).toEqual({ jobs: count, inLineOrder: true, inImport: true, approved: 1 });
      });
    },
  );

  it('refuses an employer that does not exist, a professional and a demo account', CLI_TIMEOUT, async () => {
    const path = feed([validJobRequest({ job_title: 'Infirmier' })]);
    const employers = ['nobody@example.cd', emails.professional, emails.demo];
    // The embedded database admits one process at a time; a server takes them all at once.
    const [unknown, professional, demo] = onPostgres
      ? await Promise.all(employers.map((email) => run([path, '--employer', email])))
      : [
          await run([path, '--employer', employers[0]!]),
          await run([path, '--employer', employers[1]!]),
          await run([path, '--employer', employers[2]!]),
        ];

    expect(unknown!.code).toBe(1);
    expect(unknown!.stderr).toContain('No account has the e-mail nobody@example.cd.');
    expect(professional!.code).toBe(1);
    expect(professional!.stderr).toContain(`${emails.professional} is a professional account, not an employer`);
    expect(demo!.code).toBe(1);
    expect(demo!.stderr).toContain(`${emails.demo} is a demo account`);
    await withDb(async (db) => {
      expect(await db.select().from(jobs).where(eq(jobs.jobTitle, 'Infirmier'))).toEqual([]);
    });
  });

  // These stop before the database is opened, so once is enough, and they may run side by side.
  itOnce('answers a wrong command with the usage and exit code 2, and a missing file with 1', CLI_TIMEOUT, async () => {
    const path = feed([validJobRequest()]);
    const usageCases = [
      [['--employer', emails.pending], 'The file to import is required.'],
      [[path], '--employer is required.'],
      [[path, '--employer', emails.pending, '--publish'], "Unknown option '--publish'"],
    ] as const;
    const [missing, ...usage] = await Promise.all([
      run([join(workDir, 'no-such-feed.jsonl'), '--employer', emails.pending]),
      ...usageCases.map(([args]) => run([...args])),
    ]);
    usageCases.forEach(([, message], i) => {
      expect(usage[i]!.code).toBe(2);
      expect(usage[i]!.stderr).toContain(message);
      expect(usage[i]!.stderr).toContain('Usage: npm run import-jobs -- FILE --employer EMAIL [--approve]');
    });
    expect(missing!.code).toBe(1);
    expect(missing!.stderr).toContain('no-such-feed.jsonl: no such file.');
  });

  itOnce('refuses while a server holds the data directory', CLI_TIMEOUT, async () => {
    const unlock = lockDataDir(env.DATA_DIR!);
    try {
      const result = await run([feed([validJobRequest()]), '--employer', emails.pending]);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('stop the server, run import-jobs');
    } finally {
      unlock();
    }
  });
});
