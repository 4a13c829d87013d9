import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAccountSession } from '../../testing/apiAccount.js';
import type { TestApp } from '../../testing/createTestApp.js';
import { TEST_WORLD } from '../../testing/createWorldTestApp.js';
import { waitForRun } from '../../testing/optimizationRuns.js';
import { bearer, signIn } from '../../testing/signIn.js';
import { worldAppWithWorkers } from '../../testing/worldAppWithWorkers.js';
import { latestActualContents } from '../series/index.js';
import { REPLAN_WINDOW_SECONDS } from './replanOnNewWater.js';

// Re-planning when the water changes (issue 26): telemetry through the real ingest, runs through the workers.
const API = '/api/dashboard-v3/portfolio';
const H = 3_600_000;
let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  ({ t } = await worldAppWithWorkers());
  t.clock.advance(TEST_WORLD.now! - Date.now());
  admin = bearer((await signIn(t.app, 'admin@penstock.demo')).access_token); // signed at the world's time
}, 180_000);
afterAll(() => t?.close());

async function runsOf(portfolio: string, view: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `${API}/${portfolio}/plant/${view}/optimization?limit=100`,
    headers: admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { id: string; started_by: string; inputs: { model_start?: number } }[]).filter(
    (r) => r.started_by === 'replan',
  );
}
async function sendContent(sensor: Record<string, string>, view: string, component: string, ts: number, value: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/telemetry',
    headers: sensor,
    payload: { plant_view_id: view, measurements: [{ component, quantity: 'content', ts, value }] },
  });
  expect(res.statusCode, res.body).toBe(200);
}
async function setState(portfolio: string, view: string, state: string) {
  const settings = await t.app.inject({
    method: 'GET',
    url: `${API}/${portfolio}/plant/${view}/settings`,
    headers: admin,
  });
  const res = await t.app.inject({
    method: 'PUT',
    url: `${API}/${portfolio}/plant/${view}/plant-state`,
    headers: admin,
    payload: { plant_state: state, version: settings.json().version },
  });
  expect(res.statusCode, res.body).toBe(200);
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('re-plan on new water', () => {
  it('queues exactly one run of a Live plant after the window for several content writes, starting from them; none for a Draft plant', async () => {
    const alpine = (await apiAccountSession(t.app, admin, 'alpine')).headers;
    const river = (await apiAccountSession(t.app, admin, 'river')).headers;
    await setState('river', 'brunnau', 'Setup');
    await setState('river', 'brunnau', 'Draft');
    const ts = t.clock.now().getTime() - 60_000;
    const latest = await latestActualContents(['hochalm.reservoir', 'brunnau.pond'], null, t.db);
    for (const i of [0, 1, 2]) {
      const at = ts - (2 - i) * 1000;
      await sendContent(alpine, 'hochalm', 'HOA-RES', at, latest.get('hochalm.reservoir')!.value * (0.97 + i / 100));
      await sendContent(river, 'brunnau', 'brunnau.pond', at, latest.get('brunnau.pond')!.value * (0.97 + i / 100));
    }
    expect(await runsOf('alpine', 'hochalm')).toEqual([]); // not before the window has passed
    await sleep((REPLAN_WINDOW_SECONDS + 6) * 1000);
    const runs = await runsOf('alpine', 'hochalm');
    expect(runs).toHaveLength(1);
    expect(await runsOf('river', 'brunnau')).toEqual([]);
    const run = await waitForRun(t.app, `${API}/alpine/plant/hochalm/optimization/${runs[0].id}`, admin);
    expect(run.status, JSON.stringify(run.log)).toBe('succeeded');
    // it starts from the newest content: at its hour, with the value sent last
    expect(run.inputs.model_start).toBe(Math.floor(ts / H) * H);
    expect(run.log.join('\n')).not.toMatch(/before the start/);
  }, 120_000);
});
