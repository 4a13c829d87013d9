import { levelDevelopmentTaskSchema, type LevelDevelopmentTask } from '@penstock/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/createTestApp.js';
import { TEST_WORLD } from '../../testing/createWorldTestApp.js';
import { bearer, signIn } from '../../testing/signIn.js';
import { worldAppWithWorkers } from '../../testing/worldAppWithWorkers.js';
import { latestActualContents } from '../series/index.js';

// Level development tasks (spec 2 section 7, issue 26) against the test world, worked by the real job workers.
const API = '/api/dashboard-v3/portfolio';
const H = 3_600_000;
let t: TestApp;
let admin: Record<string, string>;
let operator: Record<string, string>;
let newcomer: Record<string, string>;

beforeAll(async () => {
  ({ t } = await worldAppWithWorkers());
  t.clock.advance(TEST_WORLD.now! - Date.now());
  // tokens signed at the world's time
  admin = bearer((await signIn(t.app, 'admin@penstock.demo')).access_token);
  operator = bearer((await signIn(t.app, 'operator@penstock.demo')).access_token);
  newcomer = bearer((await signIn(t.app, 'newcomer@penstock.demo')).access_token);
}, 180_000);
afterAll(() => t?.close());

const url = (portfolio: string, view: string) => `${API}/${portfolio}/plant/${view}/level-development-task`;
async function start(portfolio: string, view: string, headers = operator) {
  const res = await t.app.inject({ method: 'POST', url: url(portfolio, view), headers });
  expect(res.statusCode, res.body).toBe(202);
  return (res.json() as { task_uuid: string }).task_uuid;
}
async function finished(
  portfolio: string,
  view: string,
  id: string,
  headers = operator,
): Promise<LevelDevelopmentTask> {
  for (let i = 0; i < 300; i++) {
    const res = await t.app.inject({ method: 'GET', url: `${url(portfolio, view)}/${id}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    const task = levelDevelopmentTaskSchema.parse(res.json());
    if (task.status === 'succeeded' || task.status === 'failed') return task;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('task did not end');
}

describe('level development task', () => {
  it("simulates the plan from the latest measured content, hour by hour, beside the plan's level", async () => {
    const id = await start('alpine', 'hochalm');
    const task = await finished('alpine', 'hochalm', id);
    expect(task.error).toBeNull();
    expect(task.status).toBe('succeeded');
    const result = task.result!;
    const measured = (await latestActualContents(['hochalm.reservoir'], null, t.db)).get('hochalm.reservoir')!;
    expect(result.start).toBe(Math.floor(measured.ts.getTime() / H) * H);
    expect(result.step_seconds).toBe(3600);
    const reservoir = result.reservoirs.find((r) => r.id === 'hochalm.reservoir')!;
    expect(reservoir.content[0]).toBe(measured.value);
    expect(reservoir.ts).toHaveLength(reservoir.content.length);
    expect(reservoir.ts[1] - reservoir.ts[0]).toBe(H);
    expect(reservoir.level.every((l) => l !== null && Number.isFinite(l))).toBe(true);
    expect(reservoir.planned_level).toHaveLength(reservoir.ts.length);
    expect(reservoir.planned_level.some((l) => l !== null)).toBe(true);
    expect(reservoir.spill).toHaveLength(reservoir.ts.length - 1);
    // the world's plan keeps its reservoir within its limits: the simulation follows it closely
    const i = 24;
    if (reservoir.planned_level[i] !== null)
      expect(Math.abs(reservoir.level[i]! - reservoir.planned_level[i]!)).toBeLessThan(5);
    expect(Array.isArray(result.crossings)).toBe(true);
  }, 60_000);

  it('answers a reader of a read-only portfolio, and 404 to a stranger and for another view’s task', async () => {
    const id = await start('river', 'innau'); // operator reads river, cannot write
    expect((await finished('river', 'innau', id)).status).toBe('succeeded');
    const other = await t.app.inject({ method: 'GET', url: `${url('river', 'brunnau')}/${id}`, headers: operator });
    expect(other.statusCode).toBe(404);
    const stranger = await t.app.inject({ method: 'POST', url: url('alpine', 'hochalm'), headers: newcomer });
    expect(stranger.statusCode).toBe(404);
    const unknown = await t.app.inject({
      method: 'GET',
      url: `${url('alpine', 'hochalm')}/00000000-0000-4000-8000-000000000000`,
      headers: admin,
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: `${url('alpine', 'hochalm')}/not-a-uuid`, headers: admin });
    expect(bad.statusCode).toBe(400);
  }, 60_000);
});
