import { errorBodySchema, portfolioListSchema } from '@penstock/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userRoutes } from '../../http/adminRoutes.js';
import { createPortfoliosService } from './portfolios.service.js';

const portfoliosRoutes: FastifyPluginAsyncZod = async (app) => {
  const portfolios = createPortfoliosService(app.db);

  userRoutes(app, { tags: ['portfolios'], failures: { 401: errorBodySchema } })(
    'GET',
    '/dashboard-v3/portfolio',
    {
      summary: "The user's portfolios, sorted by display_name with unnamed ones last",
      description: 'Admins get every portfolio (can_write true; is_default from their own assignment).',
      response: portfolioListSchema,
    },
    ({ user }) => portfolios.list(user),
  );
};

export default portfoliosRoutes;
