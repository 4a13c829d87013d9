import { Button } from '@mantine/core';
import type { PlantModule } from '@penstock/domain';
import { useTranslation } from 'react-i18next';

/** The spec's offer per state: inactive 'Request 30-day trial', trial 'Request access extension', active none. */
export function ModuleRequestButton({
  module: m,
  onRequest,
  busy,
}: {
  module: PlantModule;
  onRequest: (m: PlantModule) => void;
  busy: string | null;
}) {
  const { t } = useTranslation('admin');
  if (m.state === 'ACTIVE') return null;
  return (
    <Button
      size="xs"
      variant="light"
      color="accent"
      loading={busy === m.module || busy === 'contact'}
      onClick={() => onRequest(m)}
      data-testid={`request-${m.module}`}
    >
      {m.state === 'TRIAL' ? t('modules.requestExtension') : t('modules.requestTrial')}
    </Button>
  );
}
