import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { pathToFileURL } from 'node:url';
import { systemClock, type Clock } from './clock.js';
import type { Config } from './config.js';
import type { Db } from './db/schema.js';
import { createMailer, type Mailer } from './mail/createMailer.js';
import { registerAuthentication } from './plugins/authenticate.js';
import { registerDocs } from './plugins/docs.js';
import { registerErrorHandler } from './plugins/errorHandler.js';
import { registerLoadShedding } from './plugins/loadShedding.js';
import { logOptions } from './plugins/logOptions.js';
import { registerMetrics } from './plugins/metrics.js';
import { registerNotFoundHandler } from './plugins/notFoundHandler.js';
import { registerPathOwnership } from './plugins/pathOwnership.js';
import { registerSecurity } from './plugins/security.js';
import { registerStaticWeb } from './plugins/staticWeb.js';
import { findModuleFiles } from './moduleFiles.js';
import './types.js';

export interface AppDeps {
  config: Config;
  db: Db;
  clock?: Clock;
  mailer?: Mailer;
}

/** Every modules/<area>/*.routes.ts on disk, in a stable order. Adding a module needs no edit here. */
export const findRouteModules = (dir?: string) => findModuleFiles('.routes.ts', dir);

/** Trust the nearest `hops` proxies (a number, which Fastify's types do not take directly). */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** The HTTP application (not listening). Call app.ready() or app.listen(). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: logOptions(config.logLevel),
    bodyLimit: 1024 * 1024,
    // Behind load balancers the client address (rate limit, logs) comes from X-Forwarded-For.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('db', deps.db);
  app.decorate('clock', deps.clock ?? systemClock);
  app.decorate(
    'mailer',
    deps.mailer ??
      createMailer({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, dataDir: config.dataDir, log: app.log }),
  );
  app.addHook('onClose', async () => app.mailer.close());

  registerErrorHandler(app);
  registerNotFoundHandler(app);
  await registerSecurity(app);
  await registerDocs(app);
  // Shedding runs before authentication, which already needs the database.
  await registerLoadShedding(app, {
    maxEventLoopDelayMs: config.shedEventLoopDelayMs,
    maxQueueWaitMs: config.shedQueueWaitMs,
    maxInFlight: config.shedMaxInFlight,
  });
  registerMetrics(app);
  registerAuthentication(app);
  registerPathOwnership(app);

  for (const file of findRouteModules()) {
    const mod = (await import(pathToFileURL(file).href)) as { default: FastifyPluginAsync };
    await app.register(mod.default, { prefix: '/api' });
  }
  await registerStaticWeb(app);
  return app;
}
