import { MODULE_INFO, type PlantModule, type PlantModules } from '@penstock/domain';
import { createElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactDialog, type ContactDraft } from '@/features/contact/components/ContactDialog';
import { MODULES_FAILED, useSetModule } from '../api/productModulesApi';

/**
 * 'Request 30-day trial' (inactive module) and 'Request access extension' (trial): for an admin who
 * may change the plant's modules a one-click grant (TRIAL, which also restarts a running trial),
 * for everyone else the Contact Us dialog with a request naming plant and module (sent only after
 * the user confirms it there). Render `contactDialog`.
 */
export function useModuleRequest(portfolioId: string, plant: PlantModules) {
  const { t } = useTranslation('admin');
  const grant = useSetModule(
    { portfolioId },
    {
      success: (_r, v) => t('modules.granted', { module: MODULE_INFO[v.body.module].label, plant: plant.name }),
      error: MODULES_FAILED,
    },
  );
  const [draft, setDraft] = useState<ContactDraft | null>(null);
  const request = (m: PlantModule) => {
    if (plant.can_change)
      return grant.mutate({
        plantViewId: plant.plant_view_id,
        body: { module: m.module, state: 'TRIAL', version: m.version },
      });
    const kind = m.state === 'TRIAL' ? t('modules.requestExtension') : t('modules.requestTrial');
    setDraft({
      subject: `${kind}: ${MODULE_INFO[m.module].label}`,
      body: t('modules.requestBody', {
        kind,
        module: MODULE_INFO[m.module].label,
        plant: plant.name,
        plantId: plant.physical_plant_id,
        portfolioId,
      }),
    });
  };
  const busy = grant.isPending ? (grant.variables?.body.module ?? null) : null;
  const contactDialog = createElement(ContactDialog, { draft, onClose: () => setDraft(null) });
  return { request, busy, contactDialog };
}
