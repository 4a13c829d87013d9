import { useMemo } from 'react';
import { overrideDenial, type OverrideKind, type PlantView } from '@penstock/domain';
import { useSession } from '@/features/auth';
import { usePlantRights } from '@/features/portfolios/hooks/usePlantRights';
import { HOUR_MS } from '../utils/editorTable';

/**
 * Who may edit which cell (spec 1 section 6): nothing without write access to the plant; actuals
 * in the future and plans in the past only for admins (overrideDenial, shared with the server).
 * `plant` is every right by plant state, from the one usePlantRights hook.
 */
export function useEditRights(portfolioId: string, plant: PlantView | undefined, kind: OverrideKind) {
  const { user } = useSession();
  const rights = usePlantRights(portfolioId, plant);
  const canWrite = rights.write;
  const isAdmin = !!user?.isAdmin;
  const plantState = plant?.plant_state ?? 'Live';
  return useMemo(() => {
    const now = Date.now();
    const denial = (ts: number) =>
      canWrite ? overrideDenial({ isAdmin, plantState, kind, ts, resolutionMs: HOUR_MS, now }) : 'no-write';
    return { canWrite, isAdmin, denial, plant: rights, userEmail: user?.email ?? null };
  }, [canWrite, isAdmin, plantState, kind, user?.email, rights]);
}
