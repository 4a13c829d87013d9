import { ADMINS_ONLY, type Portfolio } from '@penstock/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { WriteContext } from '../../db/entities/defineEntity.js';
import { forbidden } from '../../http/httpError.js';
import { plainJsonSerializer } from '../../http/plainJsonSerializer.js';
import { portfolioParams } from '../../http/routeParams.js';
import { requireUser } from '../auth/index.js';
import { requirePortfolio } from './requirePortfolio.js';

type Failures = Record<number, z.core.$ZodType>;
/** A route's texts in the API docs. */
interface Texts {
  summary: string;
  description?: string;
}

/** See plantViewRoutes: the map is widened, the callers' functions are typed against z.output<R>. */
const answers = (code: number, ok: z.core.$ZodType, others: Failures): Failures => ({ [code]: ok, ...others });

/**
 * The routes below one portfolio (`/dashboard-v3/portfolio/:portfolioId/...`), the portfolio-wide
 * sibling of plantViewRoutes: each resolves the portfolio for the user with requirePortfolio (404
 * when not theirs; a write 403 when read-only) and hands it on.
 *
 *   const route = portfolioRoutes(app, { tags, failures });
 *   route.read(`${PORTFOLIO_PATH}/plant`, { summary, response: plantViewListSchema }, (portfolio) => list(portfolio.id));
 */
export function portfolioRoutes(fastify: FastifyInstance, base: { tags: string[]; failures: Failures }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { tags, failures } = base;

  return {
    /**
     * GET url: something of the portfolio, for everyone who sees it, with the `querystring` parsed.
     * `plainJson` answers with JSON.stringify alone (large series answers, see plainJsonSerializer).
     */
    read<R extends z.core.$ZodType, Q extends z.core.$ZodType = z.ZodObject>(
      url: string,
      texts: Texts & { response: R; querystring?: Q; plainJson?: boolean },
      read: (portfolio: Portfolio, query: z.output<Q>, request: FastifyRequest) => Promise<z.output<R>>,
    ) {
      const { response, plainJson, ...schema } = texts;
      app.get(url, {
        schema: { tags, ...schema, params: portfolioParams, response: answers(200, response, failures) },
        ...(plainJson ? { serializerCompiler: plainJsonSerializer } : {}),
        handler: async (request): Promise<unknown> =>
          read(await requirePortfolio(request, request.params.portfolioId), request.query as z.output<Q>, request),
      });
    },
    /**
     * POST url (201): add something to the portfolio with who and when (the app's clock); needs write
     * access to it (403 when read-only) and, with `adminsOnly`, an administrator (403 ADMINS_ONLY).
     */
    create<B extends z.core.$ZodType, R extends z.core.$ZodType>(
      url: string,
      texts: Texts & { body: B; response: R; failures?: Failures; adminsOnly?: boolean; bodyLimit?: number },
      run: (portfolio: Portfolio, body: z.output<B>, ctx: WriteContext) => Promise<z.output<R>>,
    ) {
      const { response, failures: writeFailures = failures, adminsOnly, bodyLimit, ...schema } = texts;
      app.post(url, {
        ...(bodyLimit ? { bodyLimit } : {}),
        schema: { tags, ...schema, params: portfolioParams, response: answers(201, response, writeFailures) },
        handler: async (request, reply): Promise<unknown> => {
          const portfolio = await requirePortfolio(request, request.params.portfolioId, { write: true });
          const user = requireUser(request);
          if (adminsOnly && !user.isAdmin) throw forbidden(ADMINS_ONLY);
          const ctx = { by: user.email, at: app.clock.now() };
          reply.code(201);
          return run(portfolio, request.body as z.output<B>, ctx);
        },
      });
    },
  };
}
