import { z } from 'zod';
import { errorBodySchema, errorResponses } from './schemas.js';

/** The params of a portfolio's routes (/dashboard-v3/portfolio/:portfolioId/...). */
export const portfolioParams = z.object({ portfolioId: z.string().max(200) });
/** The params of a plant view's routes (.../portfolio/:portfolioId/plant/:plantViewId/...). */
export const viewParams = portfolioParams.extend({ plantViewId: z.string().max(200) });
/** The failures of a route behind requirePortfolio or requirePlantView. */
export const viewFailures = {
  ...errorResponses,
  404: errorBodySchema.describe("Portfolio or plant view not found (or not the user's)"),
};
