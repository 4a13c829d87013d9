import type { FastifyInstance } from 'fastify';

/** What the services that mail or sign in take from the app: database, config, mailer, clock, log. */
export const serviceDeps = (app: FastifyInstance) => ({
  db: app.db,
  config: app.config,
  mailer: app.mailer,
  clock: app.clock,
  log: app.log,
});
