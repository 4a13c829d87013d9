import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { gapAboveTarget, gapPercent, type OptimizationRun } from '@penstock/domain';

const COLORS = {
  queued: 'info',
  running: 'primary',
  succeeded: 'positive',
  failed: 'destructive',
  cancelled: 'secondary',
} as const;

/** Status of a run; a running one shows its progress, a succeeded one whose gap ended above target says so. */
export function RunStatusBadge({ run }: { run: Pick<OptimizationRun, 'status' | 'progress' | 'summary'> }) {
  const { t } = useTranslation('optimization');
  const above = run.status === 'succeeded' ? gapAboveTarget(run.summary?.mip) : null;
  return (
    <Badge
      variant="light"
      color={above === null ? COLORS[run.status] : 'orange'}
      data-status={run.status}
      style={above === null ? undefined : { textTransform: 'none' }}
    >
      {above === null ? t(`status.${run.status}`) : t('status.succeededAboveTarget', { gap: gapPercent(above) })}
      {run.status === 'running' ? ` ${Math.round(run.progress * 100)} %` : ''}
    </Badge>
  );
}
