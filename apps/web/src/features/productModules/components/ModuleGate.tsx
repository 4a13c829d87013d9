import { Alert, Button, Group, Skeleton, Text } from '@mantine/core';
import { FEATURE_MODULES, MODULE_INFO, UPGRADE_TEXTS, type GatedFeature } from '@penstock/domain';
import { IconSparkles } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeatureGate } from '../hooks/useFeatureGate';
import { UpgradeModulesDialog } from './UpgradeModulesDialog';

/**
 * The content of a feature, or the spec's 'upgrade' alert instead when the feature's product module
 * is neither ACTIVE nor in TRIAL for the plant (the same rule refuses the calls on the server).
 */
export function ModuleGate({ portfolioId, plantViewId, feature, children }: { portfolioId: string; plantViewId: string; feature: GatedFeature; children: ReactNode }) {
  const { t } = useTranslation('admin');
  const gate = useFeatureGate(portfolioId, plantViewId, feature);
  const [open, setOpen] = useState(false);
  if (gate.status === 'pending') return <Skeleton h={120} radius="md" />;
  if (gate.status !== 'gated' || !gate.plant) return <>{children}</>;
  const module = FEATURE_MODULES[feature];
  return (
    <Alert color="accent" variant="light" icon={<IconSparkles size={18} aria-hidden />} title={UPGRADE_TEXTS.upgradeTitle} data-testid="upgrade-alert" data-status="upgrade">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm">{t('modules.gated', { module: MODULE_INFO[module].label, plant: gate.plant.name })}</Text>
        <Button size="xs" color="accent" onClick={() => setOpen(true)}>
          {UPGRADE_TEXTS.upgradeTitle}
        </Button>
      </Group>
      <UpgradeModulesDialog opened={open} onClose={() => setOpen(false)} portfolioId={portfolioId} plant={gate.plant} module={module} />
    </Alert>
  );
}
