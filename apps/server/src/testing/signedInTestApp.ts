import type { FastifyInstance } from 'fastify';
import { startTestSmtp, type TestSmtp } from '../../../../test/smtp.js';
import type { Config } from '../config.js';
import { createTestApp, type TestApp } from './createTestApp.js';
import { bearer, signIn } from './signIn.js';

export type Headers = Record<string, string>;

/** Bearer headers of the demo admin and operator (both sign in without two-factor). */
export async function demoSessions(app: FastifyInstance): Promise<{ admin: Headers; operator: Headers }> {
  const admin = bearer((await signIn(app, 'admin@penstock.demo')).access_token);
  const operator = bearer((await signIn(app, 'operator@penstock.demo')).access_token);
  return { admin, operator };
}

/**
 * A fresh test app (createTestApp) with the demo admin's and operator's sessions:
 *
 *   beforeAll(async () => ({ t, admin, operator } = await signedInTestApp()));
 *   afterAll(() => t?.close());
 */
export async function signedInTestApp(configOverrides: Partial<Config> = {}) {
  const t = await createTestApp(configOverrides);
  return { t, ...(await demoSessions(t.app)) };
}

/**
 * The same, its mail sent to test/smtp.ts's server (read it through `smtp`); `t.close()` stops that
 * server too. The setup of the account, password and contact tests:
 *
 *   beforeAll(async () => ({ t, smtp, admin } = await mailTestApp()));
 *   afterAll(() => t?.close());
 */
export async function mailTestApp(
  configOverrides: Partial<Config> = {},
): Promise<{ t: TestApp; smtp: TestSmtp; admin: Headers; operator: Headers }> {
  const smtp = await startTestSmtp();
  const { t, ...sessions } = await signedInTestApp({ smtpUrl: smtp.url, ...configOverrides }).catch(async (err) => {
    await smtp.stop();
    throw err;
  });
  const close = async () => {
    await t.close();
    await smtp.stop();
  };
  return { t: { ...t, close }, smtp, ...sessions };
}
