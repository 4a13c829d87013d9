import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/createTestApp.js';
import { demoSessions, signedInTestApp, type Headers } from '../../testing/signedInTestApp.js';

// The movable clock of browser journeys (issue 26): only with TEST_CLOCK, only for administrators,
// and it moves the app's one clock.
const H = 3_600_000;
let on: TestApp;
let off: TestApp;
let admin: Headers;
let operator: Headers;
let offAdmin: Headers;

beforeAll(async () => {
  ({ t: on, admin, operator } = await signedInTestApp({ testClock: true }));
  ({ t: off, admin: offAdmin } = await signedInTestApp());
}, 120_000);
afterAll(async () => {
  await on?.close();
  await off?.close();
});

const move = (t: TestApp, headers: Headers, body: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/test-clock', headers, payload: body as object });

describe('test clock', () => {
  it('an administrator moves the server clock; the app reads the moved time', async () => {
    const before = on.clock.now().getTime();
    const res = await move(on, admin, { advance_ms: 7 * H });
    expect(res.statusCode).toBe(200);
    const answer = res.json<{ now: number; offset_ms: number }>();
    expect(answer.offset_ms).toBe(7 * H);
    expect(answer.now - before).toBeGreaterThanOrEqual(7 * H);
    expect(on.app.clock.now().getTime() - Date.now()).toBeGreaterThan(7 * H - 60_000);
    // the one clock: the access token signed before the move is expired after it
    const expired = await on.app.inject({ method: 'GET', url: '/api/v1/test-clock', headers: admin });
    expect(expired.statusCode).toBe(401);
    ({ admin } = await demoSessions(on.app));
    const read = await on.app.inject({ method: 'GET', url: '/api/v1/test-clock', headers: admin });
    expect(read.json()).toMatchObject({ offset_ms: 7 * H });
    expect((await move(on, admin, { advance_ms: -7 * H })).json()).toMatchObject({ offset_ms: 0 });
    ({ admin, operator } = await demoSessions(on.app));
  });

  it('refuses users who are not administrators, and a bad amount with its field', async () => {
    expect((await move(on, operator, { advance_ms: H })).statusCode).toBe(403);
    expect(
      (await on.app.inject({ method: 'POST', url: '/api/v1/test-clock', payload: { advance_ms: H } })).statusCode,
    ).toBe(401);
    const bad = await move(on, admin, { advance_ms: 'soon' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('advance_ms');
    expect(on.clock.offsetMs()).toBe(0);
  });

  it('does not exist without TEST_CLOCK', async () => {
    expect((await move(off, offAdmin, { advance_ms: H })).statusCode).toBe(404);
    expect((await off.app.inject({ method: 'GET', url: '/api/v1/test-clock', headers: offAdmin })).statusCode).toBe(
      404,
    );
    expect(off.clock.offsetMs()).toBe(0);
  });
});
