import type { TokenPair } from '@penstock/domain';
import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '../seed/seedDemo.js';

export const basic = (email: string, password: string) => ({
  authorization: `Basic ${Buffer.from(`${email}:${password}`, 'utf8').toString('base64')}`,
});
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Password sign-in of an account without two-factor; throws unless it answers tokens. */
export async function signIn(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<TokenPair> {
  const res = await app.inject({ method: 'GET', url: '/api/dashboard-v3/auth/token', headers: basic(email, password) });
  const body = res.json();
  if (res.statusCode !== 200 || !body.access_token)
    throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
  return body as TokenPair;
}
