import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { personalDataProblems } from '../../src/privacy/repositories/personal-data-sql.js';
import { createTestApp } from '../helpers/test-app.js';

describe('the personal-data registry, held to the database’s catalogue', async () => {
  const { ctx } = await createTestApp();

  it('has an entry for every table pointing at a user or at a registered table, and names every column of each', async () => {
    expect(await personalDataProblems(ctx.db)).toEqual([]);
  });

  it('fails on a new table that holds a person’s data without an entry', async () => {
    await ctx.db.execute(
      sql`create table scratch_notes (id serial primary key, author uuid references users(id), body text)`,
    );
    try {
      expect(await personalDataProblems(ctx.db)).toEqual([
        'scratch_notes.author points at a person’s data: give scratch_notes an entry in privacy/repositories/personal-data.ts',
      ]);
    } finally {
      await ctx.db.execute(sql`drop table scratch_notes`);
    }
  });

  it('fails on a new table one join away from a person: pointing at a registered table', async () => {
    await ctx.db.execute(
      sql`create table scratch_thumbnails (file_id uuid references stored_files(id) on delete cascade, data bytea)`,
    );
    try {
      expect(await personalDataProblems(ctx.db)).toEqual([
        'scratch_thumbnails.file_id points at a person’s data: give scratch_thumbnails an entry in privacy/repositories/personal-data.ts',
      ]);
    } finally {
      await ctx.db.execute(sql`drop table scratch_thumbnails`);
    }
  });

  it('fails on a new table that copies a person’s id without a foreign key', async () => {
    await ctx.db.execute(sql`create table scratch_copies (id int primary key, employer_id uuid)`);
    try {
      expect(await personalDataProblems(ctx.db)).toEqual([
        'scratch_copies.employer_id points at a person’s data: give scratch_copies an entry in privacy/repositories/personal-data.ts',
      ]);
    } finally {
      await ctx.db.execute(sql`drop table scratch_copies`);
    }
  });

  it('fails on a new column of a registered table that is neither exported nor withheld', async () => {
    await ctx.db.execute(sql`alter table job_alerts add column scratch_note text`);
    try {
      expect(await personalDataProblems(ctx.db)).toEqual([
        'job_alerts.scratch_note is neither exported nor withheld in privacy/repositories/personal-data.ts',
      ]);
    } finally {
      await ctx.db.execute(sql`alter table job_alerts drop column scratch_note`);
    }
  });
});
