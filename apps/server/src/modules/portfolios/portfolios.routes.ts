import { errorBodySchema, portfolioListSchema } from '@penstock/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/index.js';
import { createPortfoliosService } from './portfolios.service.js';

const portfoliosRoutes: FastifyPluginAsyncZod = async (app) => {
  const portfolios = createPortfoliosService(app.db);

  app.get('/dashboard-v3/portfolio', {
    schema: {
      tags: ['portfolios'],
      summary: "The user's portfolios, sorted by display_name with unnamed ones last",
      description: 'Admins get every portfolio (can_write true; is_default from their own assignment).',
      response: { 200: portfolioListSchema, 401: errorBodySchema },
    },
    handler: async (request) => portfolios.list(requireUser(request)),
  });
};

export default portfoliosRoutes;
