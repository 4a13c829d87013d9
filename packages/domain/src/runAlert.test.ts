import { describe, expect, it } from 'vitest';
import type { OptimizationRun } from './optimization.js';
import { runAlert } from './runAlert.js';

const run = (over: Partial<OptimizationRun>): OptimizationRun => ({
  id: 'r',
  portfolio_id: 'p',
  plant_view_id: 'v',
  physical_plant_id: 'pp',
  started_by: 'scheduler',
  status: 'succeeded',
  status_detail: 'succeeded',
  progress: 1,
  objective: 1,
  duration_ms: 1,
  summary: null,
  inputs: { start: null, hours: 24 },
  log: [],
  created_at: 0,
  started_at: 0,
  finished_at: 0,
  ...over,
});
const mip = { binaries: 1, gap: 0.01, target_gap: 0.001, ms: 1, nodes: 1, time_limited: true, rounded: false };
const summary = { generation_mwh: 1, revenue_eur: 1, terminal_value_eur: 1, start: 0, end: 1 };

describe('runAlert', () => {
  it('the newest finished run failed: its solver verdict and conflicts are the reason', () => {
    const failed = run({
      id: 'f',
      status: 'failed',
      log: ['model: 24 steps', 'solver: INFEASIBLE (lp)', 'M1: fixed power of 5000 MW above its 162 MW'],
    });
    const alert = runAlert([run({ id: 'q', status: 'queued' }), run({ status: 'cancelled' }), failed, run({})]);
    expect(alert).toEqual({
      kind: 'failed',
      run: failed,
      reason: ['solver: INFEASIBLE (lp)', 'M1: fixed power of 5000 MW above its 162 MW'],
    });
    expect(runAlert([run({ status: 'failed', log: ['error: x', 'error: database gone'] })])?.reason).toEqual([
      'error: database gone',
    ]);
  });
  it('a succeeded run that ran out of budget above its target gap is degraded; a clean one raises nothing', () => {
    expect(runAlert([run({ summary: { ...summary, mip } })])?.kind).toBe('degraded');
    expect(runAlert([run({ summary: { ...summary, mip: { ...mip, gap: 0.0005 } } })])).toBeNull();
    expect(runAlert([run({}), run({ status: 'failed' })])).toBeNull();
    expect(runAlert([])).toBeNull();
  });
});
