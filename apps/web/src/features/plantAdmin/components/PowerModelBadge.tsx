import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PowerModel } from '@penstock/domain';

/** Which power model the optimiser gives a unit (issue 23): head-dependent efficiency curves, or the fixed-head curve. */
export function PowerModelBadge({ model, compact = false }: { model: PowerModel; compact?: boolean }) {
  const { t } = useTranslation('plants');
  return (
    <Badge
      variant="light"
      color={model === 'HEAD' ? 'teal' : 'gray'}
      style={{ textTransform: 'none' }}
      size={compact ? 'xs' : 'md'}
      title={compact ? t(`head.model.${model}`) : undefined}
      data-testid="power-model"
    >
      {t(compact ? `head.modelShort.${model}` : `head.model.${model}`)}
    </Badge>
  );
}
