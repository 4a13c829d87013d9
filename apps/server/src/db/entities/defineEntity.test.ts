import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/createTestApp.js';
import { worldAppAt } from '../../testing/worldAppAt.js';
import { nominationEntity } from '../../modules/plants/nominationConfiguration.js';

let t: TestApp;
let admin: Record<string, string>;
let operator: Record<string, string>;
const URL = '/api/dashboard-v3/portfolio/alpine/plant/hochalm/nomination-configuration';

beforeAll(async () => ({ t, operator, admin } = await worldAppAt(Date.UTC(2026, 9, 30, 10, 30))));
afterAll(() => t?.close());

const patch = (payload: object, headers = admin) => t.app.inject({ method: 'PATCH', url: URL, headers, payload });

describe('entities with history: the nomination configuration', () => {
  it('keeps every change with who, when and what, and refuses a write based on an old version', async () => {
    const before = (await t.app.inject({ method: 'GET', url: URL, headers: operator })).json();
    expect(before).toMatchObject({ day_ahead_bid_completion_hour: null, version: 0 });

    const created = await patch({ day_ahead_bid_completion_hour: 11, version: 0 });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      day_ahead_bid_completion_hour: 11,
      day_ahead_bid_completion_minute: 0,
      version: 1,
      updated_by: 'admin@penstock.demo',
    });

    t.clock.advance(60_000);
    const changed = await patch({ day_ahead_bid_completion_minute: 30, version: 1 });
    expect(changed.json()).toMatchObject({
      day_ahead_bid_completion_hour: 11,
      day_ahead_bid_completion_minute: 30,
      version: 2,
    });
    const changedAt = changed.json().updated_at;

    // a second admin still holding version 1
    const stale = await patch({ day_ahead_bid_completion_hour: 9, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      detail: expect.stringMatching(/changed by admin@penstock\.demo/),
      version: 2,
      changed_by: 'admin@penstock.demo',
      changed_at: changedAt,
    });
    expect((await t.app.inject({ method: 'GET', url: URL, headers: operator })).json()).toMatchObject({
      day_ahead_bid_completion_hour: 11,
      version: 2,
    });

    // the same values again change nothing and add no entry
    expect((await patch({ day_ahead_bid_completion_minute: 30, version: 2 })).json()).toMatchObject({ version: 2 });

    const history = await t.app.inject({ method: 'GET', url: `${URL}/history`, headers: operator });
    expect(history.statusCode).toBe(200);
    expect(history.json()).toEqual([
      {
        entity_id: 'hochalm',
        version: 2,
        action: 'update',
        changed_at: changedAt,
        changed_by: 'admin@penstock.demo',
        changes: { day_ahead_bid_completion_minute: { from: 0, to: 30 } },
      },
      {
        entity_id: 'hochalm',
        version: 1,
        action: 'create',
        changed_at: created.json().updated_at,
        changed_by: 'admin@penstock.demo',
        changes: {
          day_ahead_bid_completion_hour: { from: null, to: 11 },
          day_ahead_bid_completion_minute: { from: null, to: 0 },
        },
      },
    ]);
  });

  it('without a version the write is not checked (last write wins), but still kept in history', async () => {
    const res = await patch({ day_ahead_bid_completion_hour: 10 });
    expect(res.json()).toMatchObject({ day_ahead_bid_completion_hour: 10, version: 3 });
    expect((await nominationEntity.history('hochalm', t.db))[0]).toMatchObject({
      version: 3,
      changes: { day_ahead_bid_completion_hour: { from: 11, to: 10 } },
    });
  });

  it('writes the change and its history entry in one transaction', async () => {
    await expect(
      t.db.transaction().execute(async (trx) => {
        await nominationEntity.save(
          'hochalm',
          { day_ahead_bid_completion_hour: 5 },
          { by: 'x@penstock.demo', at: t.clock.now() },
          trx,
        );
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const rows = await t.db
      .selectFrom('entity_history')
      .select('version')
      .where('entity', '=', 'nomination_configuration')
      .where('entity_id', '=', 'hochalm')
      .execute();
    expect(rows.map((r) => r.version).sort()).toEqual([1, 2, 3]);
    expect((await t.app.inject({ method: 'GET', url: URL, headers: operator })).json()).toMatchObject({
      day_ahead_bid_completion_hour: 10,
      version: 3,
    });
  });

  it('two writers of the same version at once: exactly one wins, the other gets 409', async () => {
    const [a, b] = await Promise.all([
      patch({ day_ahead_bid_completion_hour: 1, version: 3 }),
      patch({ day_ahead_bid_completion_hour: 2, version: 3 }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  });

  it('only admins change it; the read-only portfolio is refused; a removed row keeps its history', async () => {
    expect((await patch({ day_ahead_bid_completion_hour: 3 }, operator)).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: URL.replace('alpine/plant/hochalm', 'river/plant/innau'),
          headers: operator,
          payload: {},
        })
      ).statusCode,
    ).toBe(403);
    await nominationEntity.remove('hochalm', { by: 'admin@penstock.demo', at: t.clock.now() }, t.db);
    const [last] = await nominationEntity.history('hochalm', t.db);
    expect(last).toMatchObject({
      action: 'delete',
      version: 5,
      changes: { day_ahead_bid_completion_hour: { to: null } },
    });
    // a client that loaded the deleted row (version 4) learns who removed it
    expect((await patch({ day_ahead_bid_completion_hour: 3, version: 4 })).json()).toMatchObject({
      version: 0,
      changed_by: 'admin@penstock.demo',
    });
  });
});

describe('entities with history: periodic-task pause and resume', () => {
  const call = (method: 'GET' | 'PUT', url: string) =>
    t.app.inject({ method, url: `/scheduler/v1/periodic-task/${url}`, headers: admin });

  it('refuses a stale pause and lists who paused and resumed', async () => {
    const task = (await call('GET', '')).json().find((x: { name: string }) => x.name === 'check-data-quality');
    const paused = await call('PUT', `check-data-quality/-/state?state=paused&version=${task.version}`);
    expect(paused.json()).toMatchObject({ isPaused: true, version: task.version + 1 });
    const stale = await call('PUT', `check-data-quality/-/state?state=active&version=${task.version}`);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ version: task.version + 1, changed_by: 'admin@penstock.demo' });
    await call('PUT', `check-data-quality/-/state?state=active&version=${task.version + 1}`);
    const history = (await call('GET', 'check-data-quality/history')).json();
    expect(history.map((h: { changes: object; changed_by: string }) => [h.changes, h.changed_by])).toEqual([
      [{ is_paused: { from: true, to: false } }, 'admin@penstock.demo'],
      [{ is_paused: { from: false, to: true } }, 'admin@penstock.demo'],
    ]);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/scheduler/v1/periodic-task/check-data-quality/history',
          headers: operator,
        })
      ).statusCode,
    ).toBe(403);
  });
});
