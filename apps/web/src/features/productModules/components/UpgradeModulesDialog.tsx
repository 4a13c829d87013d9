import { Anchor, Modal, Stack, Text } from '@mantine/core';
import { requiredModules, UPGRADE_TEXTS, type PlantModules, type ProductModule } from '@penstock/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useModuleRequest } from '../hooks/useModuleRequest';
import { ModuleCard } from './ModuleCard';

/**
 * 'Upgrade product modules' (the module a screen needs and what it needs in turn, with their
 * features and offers) and 'All product modules' (all twelve), for one plant.
 */
export function UpgradeModulesDialog({
  opened,
  onClose,
  portfolioId,
  plant,
  module,
  all = false,
}: {
  opened: boolean;
  onClose: () => void;
  portfolioId: string;
  plant: PlantModules;
  /** the module the screen needs; without it the dialog lists all modules */
  module?: ProductModule;
  all?: boolean;
}) {
  const { t } = useTranslation('admin');
  const [showAll, setShowAll] = useState(all);
  const { request, busy, contactDialog } = useModuleRequest(portfolioId, plant);
  const listAll = showAll || !module;
  const wanted = listAll ? null : new Set<ProductModule>([module, ...requiredModules(module)]);
  const shown = plant.modules.filter((m) => (wanted ? wanted.has(m.module) && m.state !== 'ACTIVE' : true));
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      centered
      title={listAll ? UPGRADE_TEXTS.allTitle : UPGRADE_TEXTS.upgradeTitle}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm">
        <Text size="sm">
          {t(plant.can_change ? 'modules.dialogAdmin' : 'modules.dialogUser', { plant: plant.name })}
        </Text>
        {shown.map((m) => (
          <ModuleCard key={m.module} module={m} onRequest={request} busy={busy} />
        ))}
        {!listAll && (
          <Anchor component="button" type="button" size="sm" onClick={() => setShowAll(true)}>
            {UPGRADE_TEXTS.allTitle}
          </Anchor>
        )}
      </Stack>
      {contactDialog}
    </Modal>
  );
}
