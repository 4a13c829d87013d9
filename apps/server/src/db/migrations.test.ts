import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { testAppOfFile } from '../testing/testAppOfFile.js';
import { createMigrator } from './migrate.js';

const file = testAppOfFile();

describe('schema conventions', () => {
  it('every foreign key leads an index', async () => {
    const { rows } = await sql<{ constraint: string }>`
      select c.conname as constraint
      from pg_constraint c
      where c.contype = 'f'
        and not exists (
          select 1 from pg_index i
          where i.indrelid = c.conrelid
            and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] = c.conkey
        )`.execute(file.t.db);
    expect(rows.map((r) => r.constraint)).toEqual([]);
  });

  it('migration files are timestamped and export up and down', async () => {
    const dir = fileURLToPath(new URL('./migrations', import.meta.url));
    const files = readdirSync(dir).filter((f) => f.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) {
      expect(f).toMatch(/^\d{8}T\d{4,6}_[a-z0-9_]+\.ts$/);
      const mod = await import(new URL(`./migrations/${f}`, import.meta.url).href);
      expect(typeof mod.up, f).toBe('function');
      expect(typeof mod.down, f).toBe('function');
    }
  });

  it('applies a migration that sorts before one a database already ran (landed later)', async () => {
    const table = (name: string) => ({
      up: async (db: typeof file.t.db) => void (await sql.raw(`create table ${name} (id int)`).execute(db)),
      down: async () => {},
    });
    const run = (names: string[]) =>
      createMigrator(file.t.db, {
        provider: { getMigrations: async () => Object.fromEntries(names.map((n) => [n, table(`unordered_${n}`)])) },
        migrationTableName: 'unordered_test_migration',
        migrationLockTableName: 'unordered_test_migration_lock',
      }).migrateToLatest();
    expect((await run(['a1', 'a3'])).error).toBeUndefined();
    const later = await run(['a1', 'a2', 'a3']);
    expect(later.error).toBeUndefined();
    expect(later.results?.map((r) => [r.migrationName, r.status])).toEqual([['a2', 'Success']]);
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from information_schema.tables where table_name like 'unordered_a%'`.execute(
      file.t.db,
    );
    expect(rows[0].n).toBe(3);
  });
});
