import { plantRights, type PlantView } from '@penstock/domain';
import { useSession } from '@/features/auth';
import { usePortfolios } from '../api/getPortfolios';

/**
 * Whether the user may write the entities (outages, reserves) of a plant of the portfolio, by the
 * plant view's id: the shared rights rule the server guards with; false while the session or the
 * plant is unknown.
 */
export function usePlantWriteCheck(portfolioId: string, plants: readonly PlantView[]) {
  const { user } = useSession();
  const portfolio = usePortfolios().data?.find((p) => p.id === portfolioId);
  return (plantViewId: string) => {
    const plant = plants.find((p) => p.id === plantViewId);
    return (
      !!user &&
      !!plant &&
      plantRights({ isAdmin: user.isAdmin, email: user.email }, { can_write: !!portfolio?.can_write }, plant).write
    );
  };
}
