import { z } from 'zod';

/** A path id (portfolio, plant view, component...): free text of at most 200 characters. */
export const pathId = z.string().max(200);
/** Params of a route below a portfolio (PORTFOLIO_PATH). */
export const portfolioParams = z.object({ portfolioId: pathId });
/** Params of a route below one plant view of a portfolio (PLANT_VIEW_PATH). */
export const plantViewParams = portfolioParams.extend({ plantViewId: pathId });
export const PORTFOLIO_PATH = '/dashboard-v3/portfolio/:portfolioId';
export const PLANT_VIEW_PATH = `${PORTFOLIO_PATH}/plant/:plantViewId`;
