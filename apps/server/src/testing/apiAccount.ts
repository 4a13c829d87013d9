import type { FastifyInstance } from 'fastify';
import { basic, bearer } from './signIn.js';

/**
 * An API service account of a portfolio, made by an admin, and bearer headers of its session:
 *
 *   const sensor = await apiAccountSession(t.app, admin, 'alpine', { canWrite: true });
 *   await t.app.inject({ method: 'POST', url: '/api/v1/telemetry', headers: sensor.headers, payload });
 */
export async function apiAccountSession(
  app: FastifyInstance,
  admin: Record<string, string>,
  portfolioId: string,
  { canWrite = true, name = `Sensor ${Math.random().toString(36).slice(2, 8)}` } = {},
) {
  const made = await app.inject({
    method: 'POST',
    url: '/api/dashboard-v3/account/api-service-account',
    headers: admin,
    payload: { portfolio_id: portfolioId, name, can_write: canWrite },
  });
  if (made.statusCode !== 201) throw new Error(`API account: ${made.statusCode} ${made.body}`);
  const account = made.json() as { id: string; username: string; secret: string };
  const token = await app.inject({
    method: 'GET',
    url: '/api/dashboard-v3/auth/token',
    headers: basic(account.username, account.secret),
  });
  return { ...account, headers: bearer(token.json().access_token as string) };
}
