import { PORTFOLIO_TEXTS, portfolioDetailsSchema, type PortfolioCreate, type PortfolioDetails } from '@penstock/domain';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { endpoints } from '@/api/endpoints';
import { entityApi } from '@/api/entityApi';
import { portfolioKeys } from '@/features/portfolios/api/portfolioKeys';

/** Administration > Portfolios: GET dashboard-v3/portfolio/details, POST dashboard-v3/portfolio, DELETE dashboard-v3/portfolio/{id}. */
export const portfoliosAdminApi = entityApi<PortfolioDetails>({
  key: 'portfolios-admin',
  schema: portfolioDetailsSchema,
  listPath: () => endpoints.portfolioAdmin.details,
});

/** The user's own portfolio lists (pickers, navigation, plant views) change with these too. */
const PORTFOLIOS_KEY = portfolioKeys.all;

export function useCreatePortfolio() {
  const client = useQueryClient();
  return portfoliosAdminApi.useMutation<PortfolioCreate>(undefined, {
    call: async (body) => {
      const created = await apiRequest(endpoints.portfolios, { method: 'POST', body, schema: portfolioDetailsSchema });
      void client.invalidateQueries({ queryKey: PORTFOLIOS_KEY });
      return created;
    },
    place: 'append',
    toasts: {
      success: PORTFOLIO_TEXTS.added,
      error: { title: PORTFOLIO_TEXTS.saveFailedTitle, generic: PORTFOLIO_TEXTS.saveFailed },
    },
  });
}

/** DELETE with ?confirm=true: the UI asks with the 'I am sure' box first. */
export function useDeletePortfolio() {
  const client = useQueryClient();
  return portfoliosAdminApi.useMutation<string>(undefined, {
    call: async (id) => {
      await apiRequest(endpoints.portfolioAdmin.one(id), { method: 'DELETE', query: { confirm: 'true' } });
      void client.invalidateQueries({ queryKey: PORTFOLIOS_KEY });
      return undefined as unknown as PortfolioDetails;
    },
    place: 'remove',
    removedId: (id) => id,
    toasts: {
      success: PORTFOLIO_TEXTS.deleted,
      error: { title: PORTFOLIO_TEXTS.deleteFailedTitle, generic: PORTFOLIO_TEXTS.deleteFailed },
    },
  });
}
