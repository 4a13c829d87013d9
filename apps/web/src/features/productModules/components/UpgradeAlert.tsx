import { Alert, Button, Group, Text } from '@mantine/core';
import {
  FEATURE_MODULES,
  MODULE_INFO,
  UPGRADE_TEXTS,
  type GatedFeature,
  type PlantModules,
  type ProductModule,
} from '@penstock/domain';
import { IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UpgradeModulesDialog } from './UpgradeModulesDialog';

/** The spec's 'upgrade' alert of a feature whose product module is off for the plant, with the 'Upgrade product modules' dialog. */
export function UpgradeAlert({
  portfolioId,
  plant,
  feature,
}: {
  portfolioId: string;
  plant: PlantModules;
  feature: GatedFeature;
}) {
  const { t } = useTranslation('admin');
  const module = FEATURE_MODULES[feature];
  return (
    <ModuleUpgradeAlert
      portfolioId={portfolioId}
      plant={plant}
      module={module}
      message={t('modules.gated', { module: MODULE_INFO[module].label, plant: plant.name })}
      testId="upgrade-alert"
    />
  );
}

/** The 'upgrade' alert with its message (why the module is wanted) and the dialog that turns `module` on. */
export function ModuleUpgradeAlert({
  portfolioId,
  plant,
  module,
  message,
  testId,
}: {
  portfolioId: string;
  plant: PlantModules;
  module: ProductModule;
  message: string;
  testId: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Alert
      color="accent"
      variant="light"
      icon={<IconSparkles size={18} aria-hidden />}
      title={UPGRADE_TEXTS.upgradeTitle}
      data-testid={testId}
      data-status="upgrade"
      data-plant-view={plant.plant_view_id}
    >
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm">{message}</Text>
        <Button size="xs" color="accent" onClick={() => setOpen(true)}>
          {UPGRADE_TEXTS.upgradeTitle}
        </Button>
      </Group>
      <UpgradeModulesDialog
        opened={open}
        onClose={() => setOpen(false)}
        portfolioId={portfolioId}
        plant={plant}
        module={module}
      />
    </Alert>
  );
}
