import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRuntimeOf } from '../../jobs/jobRuntime.js';
import type { TestApp } from '../../testing/createTestApp.js';
import { worldAppWithWorkers } from '../../testing/worldAppWithWorkers.js';
import { waitForRun } from '../../testing/optimizationRuns.js';
import { createOptimizationService } from './optimization.service.js';
import { RETRY_WORK_FACTOR } from './runOptimization.js';

let t: TestApp;
let admin: Record<string, string>;
const BRUNNAU = '/api/dashboard-v3/portfolio/river/plant/brunnau/optimization';

beforeAll(async () => ({ t, admin } = await worldAppWithWorkers()), 180_000);
afterAll(() => t?.close());

type Run = { id: string; inputs: { retry_of?: string } };
/** The runs of the plant view, newest first. */
const runs = async (): Promise<Run[]> => (await t.app.inject({ method: 'GET', url: BRUNNAU, headers: admin })).json();

describe('a run whose gap ends above its target', () => {
  it('says so in its status and is retried once with a larger work budget', async () => {
    // A work budget of one simplex iteration: the river plant's on/off decisions cannot be proven.
    const service = createOptimizationService(t.db, () => jobRuntimeOf(t.db)!);
    const view = { id: 'brunnau', portfolio_id: 'river', physical_plant_id: 'brunnau' };
    const queued = await service.start(view, 'admin@penstock.demo', { hours: 48, mipWork: 1 });
    const run = await waitForRun(t.app, `${BRUNNAU}/${queued.id}`, admin);
    expect(run.status, run.log.join('\n')).toBe('succeeded');
    expect(run.summary.mip.gap).toBeGreaterThan(run.summary.mip.target_gap);
    expect(run.summary.mip.time_limited).toBe(true);
    expect(run.status_detail).toMatch(/^succeeded with gap [\d.,]+ % above target 0\.1 %$/);
    expect(run.log.join('\n')).toContain(`retried once with ${RETRY_WORK_FACTOR} simplex iterations of work`);

    let retry: Run | undefined;
    for (let i = 0; i < 100 && !retry; i++) {
      retry = (await runs()).find((r) => r.inputs.retry_of === run.id);
      if (!retry) await new Promise((r) => setTimeout(r, 100));
    }
    expect(retry).toMatchObject({ started_by: 'admin@penstock.demo', inputs: { hours: 48, mip_work: 4 } });
    const ended = await waitForRun(t.app, `${BRUNNAU}/${retry!.id}`, admin);
    expect(ended.status).toBe('succeeded');
    // Once: a retry that also ends above its target says so and is not retried again.
    if (ended.status_detail !== 'succeeded') expect(ended.log.join('\n')).toContain('after the retry');
    await new Promise((r) => setTimeout(r, 1500));
    expect((await runs()).filter((r) => r.inputs.retry_of === retry!.id)).toEqual([]);
  });

  it('a run within its target says plainly "succeeded"', async () => {
    const list = await runs();
    const queued = (
      await t.app.inject({ method: 'POST', url: BRUNNAU, headers: admin, payload: { hours: 24 } })
    ).json();
    const run = await waitForRun(t.app, `${BRUNNAU}/${queued.id}`, admin);
    expect(run.status, run.log.join('\n')).toBe('succeeded');
    expect(run.summary.mip.gap).toBeLessThanOrEqual(run.summary.mip.target_gap);
    expect(run.status_detail).toBe('succeeded');
    expect((await runs()).length).toBe(list.length + 1);
  });
});
