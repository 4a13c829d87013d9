import { Badge } from '@mantine/core';
import type { PlantModule } from '@penstock/domain';
import { useTranslation } from 'react-i18next';

const COLORS = { ACTIVE: 'positive', TRIAL: 'caution', INACTIVE: 'gray' } as const;

/**
 * ACTIVE / TRIAL (with the days left) / INACTIVE. The label is never cut: Mantine's ellipsis let a
 * table column shrink the badge to "TRIAL, 30 DAYS ..." (issue 27 item 15).
 */
export function ModuleStateBadge({ module: m }: { module: PlantModule }) {
  const { t } = useTranslation('admin');
  return (
    <Badge
      color={COLORS[m.state]}
      variant="light"
      maw="none"
      styles={{ root: { flexShrink: 0 }, label: { overflow: 'visible' } }}
      data-testid={`state-${m.module}`}
    >
      {m.state === 'TRIAL' ? t('modules.trialLeft', { count: m.days_left ?? 0 }) : t(`modules.state.${m.state}`)}
    </Badge>
  );
}
