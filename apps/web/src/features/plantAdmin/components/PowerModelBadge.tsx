import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PowerModel } from '@penstock/domain';

/** Which power model the optimiser gives a unit (issue 23): head-dependent efficiency curves, or the fixed-head curve. */
export function PowerModelBadge({ model }: { model: PowerModel }) {
  const { t } = useTranslation('plants');
  return (
    <Badge
      variant="light"
      color={model === 'HEAD' ? 'teal' : 'gray'}
      style={{ textTransform: 'none' }}
      data-testid="power-model"
    >
      {t(`head.model.${model}`)}
    </Badge>
  );
}
