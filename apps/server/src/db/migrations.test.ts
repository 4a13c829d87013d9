import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createTestApp, type TestApp } from '../testing/createTestApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

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
        )`.execute(t.db);
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
});
