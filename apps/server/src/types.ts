import type { PlanTier } from '@penstock/domain';
import type { Config } from './config.js';
import type { Db } from './db/schema.js';
import type { Mailer } from './mail/createMailer.js';
import type { Clock } from './clock.js';

/** Who sent the request, from a valid access token of a live session. */
export interface AuthUser {
  accountId: string;
  email: string;
  name: string;
  isAdmin: boolean;
  /** plus for admins and the configured internal e-mail domains (domain planTierFor) */
  planTier: PlanTier;
  /** Token id and session of the bearer token. */
  jti: string;
  sessionId: string;
  /** True only for tokens issued right after a password (and code) sign-in. */
  fresh: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    mailer: Mailer;
    clock: Clock;
  }
  interface FastifyRequest {
    /** Set by the authentication hook; null only on public routes. */
    user: AuthUser | null;
  }
}
