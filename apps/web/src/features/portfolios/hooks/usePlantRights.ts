import { useMemo } from 'react';
import { plantRights, type PlantRights, type RightsPlant } from '@penstock/domain';
import { useSession } from '@/features/auth';
import { usePortfolios } from '../api/getPortfolios';

const NONE = plantRights({ isAdmin: false }, { can_write: false }, { plant_state: 'Live' });

/**
 * The user's rights on a plant of a portfolio (domain plantRights, the same answer the server's
 * requirePlantView guards with), for disabling what would be refused. Nothing is allowed until the
 * session, the portfolio and the plant are known. The one hook for every screen (plant admin,
 * value editing, constraints, runs); the answer keeps its identity while its inputs do.
 */
export function usePlantRights(portfolioId: string, plant: RightsPlant | null | undefined): PlantRights {
  const { user } = useSession();
  const portfolios = usePortfolios();
  const link = portfolios.data?.find((p) => p.id === portfolioId);
  const known = !!user && !!plant && (!!link || user.isAdmin);
  const isAdmin = !!user?.isAdmin;
  const canWrite = isAdmin || !!link?.can_write;
  const state = plant?.plant_state;
  return useMemo(
    () =>
      known && state
        ? plantRights({ isAdmin, email: user?.email }, { can_write: canWrite }, { plant_state: state })
        : NONE,
    [known, isAdmin, user?.email, canWrite, state],
  );
}
