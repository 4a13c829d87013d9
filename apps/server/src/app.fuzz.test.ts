// Property test: random methods, paths of this module set, query strings, headers and bodies, with and
// without a valid session, never produce a 5xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTestApp, type TestApp } from './testing/createTestApp.js';
import { signIn } from './testing/signIn.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const SETTING_NAMES = [
  'locale',
  'telemetryOutdatedAfter',
  'powerMarketAlertThresholds',
  'foldedTopology',
  'nope',
  '%00',
  '..%2F..',
  'ä',
  '',
];
/** The routes of this module set with their own methods, plus a few unknown paths. */
const ENDPOINTS: Array<[string, string]> = [
  ['GET', '/api/dashboard-v3/auth/token'],
  ['POST', '/api/dashboard-v3/auth/multi_factor'],
  ['GET', '/api/dashboard-v3/auth/multi_factor/resend_token'],
  ['GET', '/api/v1/auth'],
  ['POST', '/api/v1/auth/refresh'],
  ['POST', '/api/v1/auth/logout'],
  ['GET', '/api/dashboard-v3/me'],
  ['POST', '/api/dashboard-v3/auth/password/forgot'],
  ['POST', '/api/dashboard-v3/auth/password/set'],
  ['POST', '/api/dashboard-v3/auth/password/change'],
  ['GET', '/api/dashboard-v3/settings'],
  ['PATCH', '/api/dashboard-v3/settings'],
  ...['GET', 'PUT', 'DELETE'].flatMap((m) =>
    SETTING_NAMES.map((n): [string, string] => [m, `/api/dashboard-v3/settings/${encodeURIComponent(n)}`]),
  ),
  ['GET', '/api/dashboard-v3/portfolio'],
  ['POST', '/api/dashboard-v3/contact'],
  ['GET', '/api/v1/health'],
  ['GET', '/api/dashboard-v3/health'],
  ['GET', '/api/docs/json'],
  ['GET', '/metrics'],
  ['GET', '/api/unknown/x'],
  ['GET', '/en/cockpit'],
];
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];
/** Mostly the route's own method, sometimes any other. */
const endpoint = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...ENDPOINTS) },
  {
    weight: 1,
    arbitrary: fc.tuple(
      fc.constantFrom(...METHODS),
      fc.constantFrom(...ENDPOINTS).map(([, url]) => url),
    ),
  },
);

const printable = fc.string({
  unit: fc.constantFrom(...' !#$%&()*+,-./0123456789:;<=>?@ABCXYZ[]^_`abcxyz{|}~"\''.split('')),
  maxLength: 40,
});
const jsonValue = fc.jsonValue({ maxDepth: 3 });
const knownFields = fc.dictionary(
  fc.constantFrom(
    'code',
    'username',
    'mfaSecret',
    'email',
    'new_password',
    'reset_token',
    'password',
    'access_token',
    'subject',
    'body',
    'comments',
    'locale',
    'telemetryOutdatedAfter',
    'powerMarketAlertThresholds',
    'foldedTopology',
  ),
  fc.oneof(jsonValue, fc.string(), fc.string({ unit: 'binary', maxLength: 20 }), fc.constant('a\u0000b'), fc.integer()),
);
const body = fc.oneof(
  fc.constant(undefined),
  knownFields.map((o) => JSON.stringify(o)),
  jsonValue.map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 60 }),
  fc.constant('{"a":'),
  fc.constant('null'),
);
const contentType = fc.oneof(
  { weight: 4, arbitrary: fc.constant('application/json') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      undefined,
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'application/json; charset=latin1',
      'garbage/*',
      '',
    ),
  },
);
const auth = fc.oneof(
  { weight: 4, arbitrary: fc.constant('access') },
  {
    weight: 3,
    arbitrary: fc.constantFrom('none', 'refresh', 'basic-random', 'basic-valid', 'bearer-garbage', 'garbage'),
  },
);
const query = fc.dictionary(
  fc.constantFrom('username', 'mfaSecret', 'x', 'a[b]', 'email', '__proto__'),
  fc.oneof(printable, fc.array(printable, { maxLength: 3 })),
  { maxKeys: 4 },
);
const extraHeaders = fc.dictionary(
  fc.constantFrom('accept', 'x-forwarded-for', 'accept-language', 'x-request-id', 'origin', 'if-none-match', 'range'),
  printable,
  { maxKeys: 3 },
);

describe('random requests never cause a 5xx', () => {
  it('holds for every endpoint, authenticated or not', async () => {
    await fc.assert(
      fc.asyncProperty(
        endpoint,
        query,
        auth,
        extraHeaders,
        contentType,
        body,
        fc.string({ maxLength: 20 }),
        async ([method, url], q, authKind, headers, type, payload, randomCreds) => {
          const h: Record<string, string> = { ...headers };
          if (type !== undefined && payload !== undefined) h['content-type'] = type;
          if (authKind === 'access' || authKind === 'refresh') {
            const tokens = await signIn(t.app, 'operator@penstock.demo');
            h.authorization = `Bearer ${authKind === 'access' ? tokens.access_token : tokens.refresh_token}`;
          } else if (authKind === 'basic-random')
            h.authorization = `Basic ${Buffer.from(randomCreds).toString('base64')}`;
          else if (authKind === 'basic-valid')
            h.authorization = `Basic ${Buffer.from('newcomer@penstock.demo:Penstock-demo-2026!').toString('base64')}`;
          else if (authKind === 'bearer-garbage') h.authorization = `Bearer ${randomCreds}`;
          else if (authKind === 'garbage') h.authorization = randomCreds.replace(/[\r\n]/g, '');
          const res = await t.app.inject({
            method,
            url,
            query: q,
            headers: h,
            payload: method === 'GET' || method === 'HEAD' ? undefined : payload,
          });
          if (res.statusCode >= 500)
            throw new Error(
              `${method} ${url} ${JSON.stringify(q)} ${JSON.stringify(h)} ${payload} -> ${res.statusCode} ${res.body}`,
            );
          expect(res.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 400 },
    );
  }, 120_000);
});
