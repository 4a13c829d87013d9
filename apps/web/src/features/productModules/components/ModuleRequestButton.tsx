import { Button } from '@mantine/core';
import type { PlantModule } from '@penstock/domain';
import { useTranslation } from 'react-i18next';

export interface ModuleRequestProps {
  module: PlantModule;
  onRequest: (m: PlantModule) => void;
  /** What is being requested: a module (its button spins) or 'contact' (every button waits). */
  busy: string | null;
}

/** The spec's offer per state: inactive 'Request 30-day trial', trial 'Request access extension', active none. */
export function ModuleRequestButton({ module: m, onRequest, busy }: ModuleRequestProps) {
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
