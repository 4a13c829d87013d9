import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TABLE_OWNERS, type TableName } from '../db/tableOwners.js';

// One home per table (docs/table-owners.md): SQL only in *.repo.ts files, and a table only in the
// SQL of the module TABLE_OWNERS names. Test code (*.test.ts, testing/) sets up data as it likes.
const SRC = fileURLToPath(new URL('..', import.meta.url));

/** Files that hold SQL without being a repo, and why that cannot be otherwise. */
const NOT_REPOS: Record<string, string> = {
  'db/entities/defineEntity.ts': 'the generic entity layer: SQL on the table its module names, and entity_history',
  'jobs/runTable.ts': 'the generic run-table layer: SQL on the run table its module names',
  'db/sqlTime.ts': 'SQL fragments for time columns, no statement and no table',
  'db/bulkWrite.ts': 'session settings for bulk writes (foreign-key triggers off), no table',
  'db/countsBy.ts': 'the generic count layer: rows per value of a column of the table its module names',
  'db/sqlMigration.ts': 'runs a migration written as SQL text (migrations are not repos)',
  'jobs/runProgress.ts': 'the generic run-table layer: the progress of a run in the run table its module names',
  'db/insertRows.ts': 'the generic insert layer: the rows of the table its module names',
  'db/plantOfRow.ts': "the generic owner lookup: a row's physical plant in the table its module names",
  'modules/unitWindows/unitWindowWhere.ts':
    "a SQL condition on the table its caller's repo names (outages, grid reserves), no statement",
  'http/pgRateLimitStore.ts':
    "the rate-limit store is rate_limit_window's repo (a class @fastify/rate-limit instantiates)",
};

/**
 * Files that still break one of the rules below, waiting to be moved (issue 22). The list only
 * shrinks: a new file breaking a rule fails, and so does a listed file that no longer does.
 */
const PENDING: string[] = [];

const sources = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .filter((f) => !f.startsWith('db/migrations/') && !f.startsWith('testing/'))
  .map((file) => ({
    file,
    module: file.startsWith('modules/') ? file.split('/')[1] : file.split('/')[0],
    // comments out, so prose like "reads from series" is not taken for SQL
    code: readFileSync(join(SRC, file), 'utf8').replace(/\/\*[\s\S]*?\*\/|(^|[^:'"`])\/\/.*$/gm, '$1'),
  }));

const SQL =
  /\.(?:selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(|\bsql(?:<[^`]*?>)?`|\bsql\.(?:raw|table)\(/;
const tables = Object.keys(TABLE_OWNERS) as TableName[];
const touches = (code: string) =>
  tables.filter((t) =>
    new RegExp(
      `(?:selectFrom|insertInto|updateTable|deleteFrom|innerJoin|leftJoin|rightJoin|fullJoin|table)\\(\\s*'${t}(?: as \\w+)?'` +
        `|\\btable:\\s*'${t}'|\\b(?:from|join|into|update|table)\\s+${t}\\b`,
    ).test(code),
  );

const pendingSeen: string[] = [];

describe('one home per table', () => {
  it('SQL lives only in *.repo.ts files (and the few generic layers listed in NOT_REPOS)', () => {
    const outside = sources
      .filter((s) => !s.file.endsWith('.repo.ts') && !(s.file in NOT_REPOS) && SQL.test(s.code))
      .map((s) => s.file);
    for (const f of outside) pendingSeen.push(f);
    expect(outside.filter((f) => !PENDING.includes(f))).toEqual([]);
  });

  it('a table is touched only by the module that owns it (db/tableOwners.ts)', () => {
    const foreign = sources.flatMap((s) =>
      touches(s.code)
        .filter((t) => TABLE_OWNERS[t] !== s.module)
        .map((t) => ({ file: s.file, problem: `${s.file}: ${t} (owned by ${TABLE_OWNERS[t]})` })),
    );
    for (const f of foreign) pendingSeen.push(f.file);
    expect(foreign.filter((f) => !PENDING.includes(f.file)).map((f) => f.problem)).toEqual([]);
  });

  it('PENDING lists only files that still break a rule (remove a file once it is moved)', () => {
    expect(PENDING.filter((f) => !pendingSeen.includes(f))).toEqual([]);
  });

  it('the detector sees Kysely calls, raw SQL and entity definitions, and not prose', () => {
    expect(touches(`db.selectFrom('plant_view as v').innerJoin('series as s', 's.id', 'v.id')`)).toEqual([
      'plant_view',
      'series',
    ]);
    expect(touches('sql`insert into series_value (series_id) select id from series s`')).toEqual([
      'series',
      'series_value',
    ]);
    expect(touches(`defineEntity({ entity: 'maintenance', table: 'maintenance', key: 'id' })`)).toEqual([
      'maintenance',
    ]);
    expect(SQL.test('await sql<{ on: string }>`select 1`')).toBe(true);
    expect(SQL.test('const text = `values from series`;')).toBe(false);
  });
});
