import { plantRights, type PlantRights, type RightsPlant } from '@penstock/domain';
import { useSession } from '@/features/auth';
import { usePortfolios } from '../api/getPortfolios';

const NONE = plantRights({ isAdmin: false }, { can_write: false }, { plant_state: 'Live' });

/**
 * The user's rights on a plant of a portfolio (domain plantRights, the same answer the server's
 * requirePlantView guards with), for disabling what would be refused. Nothing is allowed until the
 * session, the portfolio and the plant are known.
 */
export function usePlantRights(portfolioId: string, plant: RightsPlant | null | undefined): PlantRights {
  const { user } = useSession();
  const portfolios = usePortfolios();
  const link = portfolios.data?.find((p) => p.id === portfolioId);
  if (!user || !plant || (!link && !user.isAdmin)) return NONE;
  return plantRights({ isAdmin: user.isAdmin, email: user.email }, { can_write: user.isAdmin || !!link?.can_write }, plant);
}
