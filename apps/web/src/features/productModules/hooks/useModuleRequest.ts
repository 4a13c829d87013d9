import { MODULE_INFO, type PlantModule, type PlantModules } from '@penstock/domain';
import { useTranslation } from 'react-i18next';
import { useSendContact } from '@/features/contact/api/postContact';
import { MODULES_FAILED, useSetModule } from '../api/productModulesApi';

/**
 * 'Request 30-day trial' (inactive module) and 'Request access extension' (trial): for an admin who
 * may change the plant's modules a one-click grant (TRIAL, which also restarts a running trial),
 * for everyone else a contact request to the provider naming plant and module.
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
  const contact = useSendContact();
  const request = (m: PlantModule) => {
    if (plant.can_change)
      return grant.mutate({
        plantViewId: plant.plant_view_id,
        body: { module: m.module, state: 'TRIAL', version: m.version },
      });
    const kind = m.state === 'TRIAL' ? t('modules.requestExtension') : t('modules.requestTrial');
    contact.mutate({
      subject: `${kind}: ${MODULE_INFO[m.module].label}`,
      body: t('modules.requestBody', {
        kind,
        module: MODULE_INFO[m.module].label,
        plant: plant.name,
        plantId: plant.physical_plant_id,
        portfolioId,
      }),
      comments: '',
    });
  };
  const busy = grant.isPending ? grant.variables?.body.module : contact.isPending ? 'contact' : null;
  return { request, busy };
}
