import { expect } from 'vitest';
import type { TestApp } from '../../../testing/createTestApp.js';

/** Hochalm in the demo world's Alpine portfolio: the plant the plan tests optimise. */
export const HOCHALM = '/api/dashboard-v3/portfolio/alpine/plant/hochalm';
export type Frame = { component_id: string | null; kind: string; time: number[]; values: Array<number | null> };

/** One unit's plan frame of Hochalm over [start, end) as the cockpit chart reads it (GET .../power). */
export async function planFrame(
  t: TestApp,
  headers: Record<string, string>,
  unit: string,
  start: number,
  end: number,
): Promise<Frame> {
  const res = await t.app.inject({ method: 'GET', url: `${HOCHALM}/power?start-ts=${start}&end-ts=${end}`, headers });
  expect(res.statusCode).toBe(200);
  return (res.json().frames as Frame[]).find((f) => f.component_id === unit && f.kind === 'plan')!;
}
