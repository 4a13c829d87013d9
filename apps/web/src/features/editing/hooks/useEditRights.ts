import { useMemo } from 'react';
import { overrideDenial, plantRights, type OverrideKind, type PlantView } from '@penstock/domain';
import { useSession } from '@/features/auth';
import { usePortfolios } from '@/features/portfolios/api/getPortfolios';
import { HOUR_MS } from '../utils/editorTable';

/**
 * Who may edit what (spec 1 section 6): nothing without can_write on the portfolio; actuals in
 * the future and plans in the past only for admins (overrideDenial, shared with the server);
 * `plant` is every right by plant state (plantRights, e.g. uploadHistorical).
 */
export function useEditRights(portfolioId: string, plant: PlantView | undefined, kind: OverrideKind) {
  const { user } = useSession();
  const portfolios = usePortfolios();
  const canWrite = !!portfolios.data?.find((p) => p.id === portfolioId)?.can_write;
  const isAdmin = !!user?.isAdmin;
  const plantState = plant?.plant_state ?? 'Live';
  return useMemo(() => {
    const now = Date.now();
    const denial = (ts: number) => (canWrite ? overrideDenial({ isAdmin, plantState, kind, ts, resolutionMs: HOUR_MS, now }) : 'no-write');
    const plant = plantRights({ isAdmin, email: user?.email }, { can_write: canWrite }, { plant_state: plantState });
    return { canWrite, isAdmin, denial, plant, userEmail: user?.email ?? null };
  }, [canWrite, isAdmin, plantState, kind, user?.email]);
}
