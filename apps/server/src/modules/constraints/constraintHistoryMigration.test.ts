import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMigrator } from '../../db/migrate.js';
import type { TestApp } from '../../testing/createTestApp.js';
import { worldAppAt } from '../../testing/worldAppAt.js';

const D = 86_400_000;
const NOW = Date.UTC(2026, 9, 30, 10, 30);
const TODAY = Date.UTC(2026, 9, 29, 23);
const BASE = '/api/dashboard-v3/portfolio/alpine/plant/hochalm/constraint';
const MIGRATION = '20261126T0800_constraint_entity_history';
// the migration before this one, to go back to the old plant_constraint_history
const before = readdirSync(fileURLToPath(new URL('../../db/migrations', import.meta.url)))
  .map((f) => f.replace(/\.ts$/, ''))
  .filter((f) => /^\d/.test(f) && f < MIGRATION)
  .sort()
  .at(-1)!;

let t: TestApp;
let operator: Record<string, string>;
beforeAll(async () => ({ t, operator } = await worldAppAt(NOW)));
afterAll(() => t?.close());

describe(`migration ${MIGRATION}`, () => {
  it('moves the constraint history from plant_constraint_history into entity_history and back, nothing lost', async () => {
    const req = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: operator, ...(payload ? { payload } : {}) });
    const body = {
      type_name: 'turbine_min_discharge',
      value: 1.5,
      constrainable_id: 'hochalm.m1',
      validity_start_timestamp_millis: TODAY + D,
      validity_end_timestamp_millis: TODAY + 9 * D,
      recurring_pattern: null,
      status: 'draft',
    };
    const c = (await req('POST', BASE, body)).json();
    expect(
      (
        await req('PUT', `${BASE}/${c.id}`, {
          ...body,
          status: 'Active',
          value: 2,
          validity_end_timestamp_millis: TODAY + 20 * D,
          version: 0,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await req('POST', `${BASE}/${c.id}/deactivate`, { version: 1, deactivated_timestamp_millis: TODAY + 5 * D }))
        .statusCode,
    ).toBe(200);
    const history = (await req('GET', `${BASE}/${c.id}/history`)).json();
    expect(history.map((h: { changeset: object }) => h.changeset)).toEqual([
      {
        status: 'draft',
        value: 1.5,
        recurring_pattern: null,
        validity_start_timestamp_millis: TODAY + D,
        validity_end_timestamp_millis: TODAY + 9 * D,
      },
      { status: 'Active', value: 2, validity_end_timestamp_millis: TODAY + 20 * D },
      { status: 'Inactive', deactivated_timestamp_millis: TODAY + 5 * D },
    ]);

    const migrator = createMigrator(t.db);
    expect((await migrator.migrateTo(before)).error).toBeUndefined();
    const { rows: old } = await sql<{
      version: number;
      changeset: object;
    }>`select version, changeset from plant_constraint_history where constraint_id = ${c.id} order by version`.execute(
      t.db,
    );
    expect(old.map((r) => r.version)).toEqual([0, 1, 2]);
    expect(old.map((r) => r.changeset)).toEqual(history.map((h: { changeset: object }) => h.changeset));

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect((await req('GET', `${BASE}/${c.id}/history`)).json()).toEqual(history);
    const { rows } = await sql<{
      version: number;
      action: string;
    }>`select version, action from entity_history where entity = 'plant_constraint' and entity_id = ${c.id} order by version`.execute(
      t.db,
    );
    expect(rows).toEqual([
      { version: 0, action: 'create' },
      { version: 1, action: 'update' },
      { version: 2, action: 'update' },
    ]);
    expect((await sql`select to_regclass('plant_constraint_history') as t`.execute(t.db)).rows[0]).toEqual({ t: null });
  });
});
