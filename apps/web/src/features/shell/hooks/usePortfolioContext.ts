import type { Portfolio } from '@penstock/domain';
import { lastPlantKey, lastPortfolioKey, readLocal } from '@/app/localMemory';
import { usePortfolios } from '@/features/portfolios/api/getPortfolios';
import { defaultPortfolio } from '@/features/portfolios/utils/defaultPortfolio';
import { plantOnScreen } from '../utils/plantParam';
import { useCurrentRoute } from './useCurrentRoute';

export interface PortfolioContext {
  env: string;
  portfolios: Portfolio[] | undefined;
  /** The portfolio on screen; else the last viewed one; else the default one. */
  portfolio: Portfolio | undefined;
  /** The plant on screen, else the last viewed plant of that portfolio. */
  plantViewId: string | undefined;
}

export function usePortfolioContext(): PortfolioContext {
  const { env = 'en', name, params } = useCurrentRoute();
  const { data: portfolios } = usePortfolios();
  const byId = (id: string | null | undefined) => (id ? portfolios?.find((p) => p.id === id) : undefined);
  const portfolio =
    byId(params.portfolioId) ??
    byId(readLocal(lastPortfolioKey(env))) ??
    (portfolios ? defaultPortfolio(portfolios) : undefined);
  const plantViewId =
    plantOnScreen(name, params) ?? (portfolio ? (readLocal(lastPlantKey(env, portfolio.id)) ?? undefined) : undefined);
  return { env, portfolios, portfolio, plantViewId };
}
