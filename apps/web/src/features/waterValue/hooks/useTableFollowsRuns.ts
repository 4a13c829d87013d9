import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { waterValueKeys } from '../api/waterValueKeys';

/**
 * Asks the long-term table again when a newer run than the one it shows has succeeded (Recompute
 * finished: the runs list, which polls while a run is active, sees it first). Without this the
 * panel said 'No long-term water values yet', or showed the old run, until a reload (issue 27 item 12).
 * Once per run, so a table that still answers "none" is not asked in a loop.
 */
export function useTableFollowsRuns(
  portfolioId: string,
  plantViewId: string | undefined,
  newestDone: { id: string; version: number } | undefined,
  table: { isPending: boolean; shownVersion: number | null },
) {
  const client = useQueryClient();
  const asked = useRef<string | null>(null);
  const { isPending, shownVersion } = table;
  useEffect(() => {
    if (!plantViewId || !newestDone || isPending) return;
    if (shownVersion !== null && shownVersion >= newestDone.version) return;
    if (asked.current === newestDone.id) return;
    asked.current = newestDone.id;
    void client.invalidateQueries({ queryKey: waterValueKeys.table(portfolioId, plantViewId) });
  }, [client, portfolioId, plantViewId, newestDone?.id, newestDone?.version, isPending, shownVersion]); // eslint-disable-line react-hooks/exhaustive-deps
}
