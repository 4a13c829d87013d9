import { plantRights, type PlantRights, type PlantState } from '@penstock/domain';
import { useSession } from '@/features/auth';
import { usePortfolios } from '@/features/portfolios/api/getPortfolios';

/** The signed-in user's rights on a plant in this portfolio (domain plantRights); all false until known. */
export function usePlantAdminRights(portfolioId: string, state: PlantState | undefined): PlantRights & { isAdmin: boolean } {
  const { user } = useSession();
  const portfolios = usePortfolios();
  const link = { can_write: !!portfolios.data?.find((p) => p.id === portfolioId)?.can_write };
  const rights = plantRights({ isAdmin: !!user?.isAdmin, email: user?.email }, link, { plant_state: state ?? 'Inactive' });
  if (!state) for (const k of Object.keys(rights) as (keyof PlantRights)[]) rights[k] = false;
  return { ...rights, isAdmin: !!user?.isAdmin };
}
