import { UPLOAD_KINDS } from '@penstock/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/createTestApp.js';
import { worldAppAt } from '../../testing/worldAppAt.js';

const NOW = Date.UTC(2026, 9, 30, 10, 30);
const BASE = '/api/dashboard-v3/portfolio/alpine/plant/hochalm/upload';

let t: TestApp;
let operator: Record<string, string>;
let admin: Record<string, string>;

beforeAll(async () => ({ t, operator, admin } = await worldAppAt(NOW)));
afterAll(() => t?.close());

const template = (kind: string, headers = admin, base = BASE) =>
  t.app.inject({ method: 'GET', url: `${base}/${kind}/template`, headers });

describe('upload templates (issue 27 item 6)', () => {
  it.each(UPLOAD_KINDS)('the %s template uploads as it is', async (kind) => {
    const res = await template(kind);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain(`hochalm-${kind}-template.csv`);
    const lines = res.body.trim().split('\r\n');
    const header = lines[0].split(',');
    expect(header[0]).toBe('timestamp');
    expect(header.length).toBeGreaterThan(1);
    // yesterday 00:00 in the plant's zone (Europe/Vienna, +01:00 at the end of October), hour by hour
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual([
      '2026-10-29T00:00:00+01:00',
      '2026-10-29T01:00:00+01:00',
      '2026-10-29T02:00:00+01:00',
    ]);
    const post = (query: string) =>
      t.app.inject({
        method: 'POST',
        url: `${BASE}/${kind}${query}`,
        headers: { ...admin, 'content-type': 'text/csv' },
        payload: res.body,
      });
    const first = await post('');
    expect([200, 300]).toContain(first.statusCode); // 300: the demo world has values there already
    const written = await post('?handling=overwrite');
    expect(written.statusCode, written.body).toBe(200);
    expect(written.json().values).toBe((header.length - 1) * 3);
  });

  it('names the components of the kind by id: turbines for power, gates for openings', async () => {
    expect((await template('power-actuals')).body.split('\r\n')[0]).toBe('timestamp,hochalm.m1,hochalm.m2');
    expect((await template('gate-openings')).body.split('\r\n')[0]).toMatch(/^timestamp,hochalm\.\w+/);
    expect((await template('price-forecasts')).body.split('\r\n')[0]).toBe('timestamp,price');
  });

  it('is for anyone who reads the plant; others get 404, and unknown kinds 400', async () => {
    expect((await template('power-actuals', operator)).statusCode).toBe(200);
    expect((await template('power-actuals', {})).statusCode).toBe(401);
    const other = '/api/dashboard-v3/portfolio/pumped/plant/nowhere/upload';
    expect((await template('power-actuals', operator, other)).statusCode).toBe(404);
    expect((await template('no-such-kind')).statusCode).toBe(400);
  });
});
