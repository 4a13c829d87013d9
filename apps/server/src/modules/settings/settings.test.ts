import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS_DEFAULTS } from '@penstock/domain';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { bearer, signIn } from '../../testing/signIn.js';

let t: TestApp;
let op: Record<string, string>;
let other: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  op = bearer((await signIn(t.app, 'operator@penstock.demo')).access_token);
  other = bearer((await signIn(t.app, 'newcomer@penstock.demo')).access_token);
});
afterAll(() => t?.close());

const req = (
  method: 'GET' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: string,
) =>
  t.app.inject({
    method,
    url,
    headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    payload,
  });

describe('settings', () => {
  it('GET answers all settings with defaults applied', async () => {
    const res = await req('GET', '/api/dashboard-v3/settings', op);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SETTINGS_DEFAULTS);
  });

  it('PATCH changes only the given settings, per user, and answers all', async () => {
    const res = await req(
      'PATCH',
      '/api/dashboard-v3/settings',
      op,
      JSON.stringify({ telemetryOutdatedAfter: 12, locale: 'de-DE' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...SETTINGS_DEFAULTS, telemetryOutdatedAfter: 12, locale: 'de-DE' });
    expect((await req('GET', '/api/dashboard-v3/settings', op)).json().locale).toBe('de-DE');
    expect((await req('GET', '/api/dashboard-v3/settings', other)).json()).toEqual(SETTINGS_DEFAULTS);
  });

  it('PATCH refuses bad values and unknown names with problem details', async () => {
    for (const body of [
      { telemetryOutdatedAfter: -1 },
      { locale: 'xx-XX' },
      { unknownSetting: 1 },
      { powerMarketAlertThresholds: { a: -2 } },
      { foldedTopology: 'yes' },
    ]) {
      const res = await req('PATCH', '/api/dashboard-v3/settings', op, JSON.stringify(body));
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({
        status: 400,
        type: expect.any(String),
        title: expect.any(String),
        detail: expect.any(String),
        errors: expect.any(Array),
      });
    }
  });

  it('GET/PUT/DELETE one setting with the raw JSON value', async () => {
    const put = await req(
      'PUT',
      '/api/dashboard-v3/settings/powerMarketAlertThresholds',
      op,
      JSON.stringify({ high: 120.5, low: 0 }),
    );
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ high: 120.5, low: 0 });
    expect((await req('GET', '/api/dashboard-v3/settings/powerMarketAlertThresholds', op)).json()).toEqual({
      high: 120.5,
      low: 0,
    });

    const locale = await req('PUT', '/api/dashboard-v3/settings/locale', op, JSON.stringify('en-US'));
    expect(locale.statusCode).toBe(200);
    expect(locale.headers['content-type']).toMatch(/application\/json/);
    expect(locale.body).toBe('"en-US"');

    const flag = await req('PUT', '/api/dashboard-v3/settings/foldedTopology', op, 'true');
    expect(flag.json()).toBe(true);

    const del = await req('DELETE', '/api/dashboard-v3/settings/foldedTopology', op);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toBe(false);
    expect((await req('GET', '/api/dashboard-v3/settings/foldedTopology', op)).json()).toBe(false);
    expect((await req('GET', '/api/dashboard-v3/settings/locale', op)).body).toBe('"en-US"');
  });

  it('unknown setting names answer 404 {detail}', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await req(method, '/api/dashboard-v3/settings/nope', op, method === 'PUT' ? '1' : undefined);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: expect.stringContaining('nope') });
    }
  });

  it.each([
    ['telemetryOutdatedAfter', '"six"'],
    ['locale', '"klingon"'],
    ['showBelowSpillwayAxis', 'null'],
    ['telemetryOutdatedAfter', '-3'],
  ])('PUT %s = %s answers 400 problem details', async (name, body) => {
    const res = await req('PUT', `/api/dashboard-v3/settings/${name}`, op, body);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/problem\+json/);
    expect(res.json()).toMatchObject({ status: 400, errors: expect.any(Array) });
  });

  it('PUT without a value answers 400', async () => {
    expect((await req('PUT', '/api/dashboard-v3/settings/locale', op, '')).statusCode).toBe(400);
  });

  it('needs authentication', async () => {
    expect((await req('GET', '/api/dashboard-v3/settings', {})).statusCode).toBe(401);
    expect((await req('PUT', '/api/dashboard-v3/settings/locale', {}, '"en-US"')).statusCode).toBe(401);
  });
});
