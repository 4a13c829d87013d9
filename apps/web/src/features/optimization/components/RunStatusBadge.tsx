import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OptimizationRun } from '@penstock/domain';

const COLORS = {
  queued: 'info',
  running: 'primary',
  succeeded: 'positive',
  failed: 'destructive',
  cancelled: 'secondary',
} as const;

/** Status of a run; a running one shows its progress. */
export function RunStatusBadge({ run }: { run: Pick<OptimizationRun, 'status' | 'progress'> }) {
  const { t } = useTranslation('optimization');
  return (
    <Badge variant="light" color={COLORS[run.status]} data-status={run.status}>
      {t(`status.${run.status}`)}
      {run.status === 'running' ? ` ${Math.round(run.progress * 100)} %` : ''}
    </Badge>
  );
}
