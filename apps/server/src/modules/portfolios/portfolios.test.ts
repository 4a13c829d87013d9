import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { bearer, signIn } from '../../testing/signIn.js';
import { requirePortfolio } from './requirePortfolio.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function portfoliosOf(email: string) {
  const { access_token } = await signIn(t.app, email);
  const res = await t.app.inject({ method: 'GET', url: '/api/dashboard-v3/portfolio', headers: bearer(access_token) });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('GET dashboard-v3/portfolio', () => {
  it('operator sees only alpine (default, writable) and river (read-only), never pumped', async () => {
    expect(await portfoliosOf('operator@penstock.demo')).toEqual([
      { id: 'alpine', display_name: 'Alpine Storage', can_write: true, is_default: true },
      { id: 'river', display_name: 'River Cascade', can_write: false, is_default: false },
    ]);
  });

  it('newcomer sees none; mfa user sees pumped', async () => {
    expect(await portfoliosOf('newcomer@penstock.demo')).toEqual([]);
  });

  it('admin sees all, writable, sorted by name with unnamed last', async () => {
    const list = await portfoliosOf('admin@penstock.demo');
    expect(list.map((p: { id: string }) => p.id)).toEqual(['alpine', 'pumped', 'river', 'sandbox']);
    expect(list.at(-1)).toEqual({ id: 'sandbox', display_name: null, can_write: true, is_default: false });
    expect(list.every((p: { can_write: boolean }) => p.can_write)).toBe(true);
  });

  it('sorts nulls last and by display name, not id', async () => {
    const customer = await t.db.selectFrom('customer').select('id').executeTakeFirstOrThrow();
    await t.db
      .insertInto('portfolio')
      .values([
        { id: 'aaa-unnamed', customer_id: customer.id, display_name: null },
        { id: 'zzz', customer_id: customer.id, display_name: 'Aare Hydro' },
      ])
      .execute();
    const ids = (await portfoliosOf('admin@penstock.demo')).map((p: { id: string }) => p.id);
    expect(ids).toEqual(['zzz', 'alpine', 'pumped', 'river', 'aaa-unnamed', 'sandbox']);
    await t.db.deleteFrom('portfolio').where('id', 'in', ['aaa-unnamed', 'zzz']).execute();
  });

  it('needs authentication', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard-v3/portfolio' })).statusCode).toBe(401);
  });
});

describe('requirePortfolio guard', () => {
  it('resolves own portfolios, 404 for others, 403 for writing a read-only one', async () => {
    // A throw-away route using the guard, on an app sharing the test database and authentication.
    const probe = Fastify();
    probe.decorate('db', t.db);
    probe.decorateRequest('user', null);
    probe.setErrorHandler((err: Error & { statusCode?: number; detail?: string }, _req, reply) =>
      reply.code(err.statusCode ?? 500).send({ detail: err.detail }),
    );
    const operator = await t.db
      .selectFrom('account')
      .select('id')
      .where('email', '=', 'operator@penstock.demo')
      .executeTakeFirstOrThrow();
    probe.addHook('onRequest', async (request) => {
      request.user = {
        accountId: operator.id,
        email: 'operator@penstock.demo',
        name: 'Olav',
        isAdmin: false,
        planTier: 'basic' as const,
        jti: 'x',
        sessionId: 'x',
        fresh: true,
      };
    });
    probe.get('/p/:id', async (request) =>
      requirePortfolio(request, (request.params as { id: string }).id, {
        write: (request.query as { w?: string }).w === '1',
      }),
    );
    try {
      expect((await probe.inject('/p/alpine')).json()).toMatchObject({ id: 'alpine', can_write: true });
      expect((await probe.inject('/p/river')).statusCode).toBe(200);
      expect((await probe.inject('/p/river?w=1')).statusCode).toBe(403);
      const pumped = await probe.inject('/p/pumped');
      expect(pumped.statusCode).toBe(404);
      expect(pumped.json()).toEqual({ detail: 'Portfolio not found' });
      expect((await probe.inject('/p/does-not-exist')).statusCode).toBe(404);
    } finally {
      await probe.close();
    }
  });
});
