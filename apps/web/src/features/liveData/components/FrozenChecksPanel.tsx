import { useTranslation } from 'react-i18next';
import type { PlantRights } from '@penstock/domain';
import type { PlantScope } from '@/features/plantAdmin/api/plantApi';
import { SettingsSection } from '@/features/plantAdmin/components/SettingsSection';
import { failureTexts, QueryView } from '@/ui/QueryView';
import { usePutTelemetryChecks, useTelemetryChecks } from '../api/telemetryChecks';
import { FrozenChecksForm } from './FrozenChecksForm';

/** Plant settings > General: the frozen-sensor checks the Live Data states use (issue 26), with their history. */
export function FrozenChecksPanel({ scope, rights }: { scope: PlantScope; rights: PlantRights }) {
  const { t } = useTranslation('liveData');
  const checks = useTelemetryChecks(scope);
  const save = usePutTelemetryChecks(scope, {
    success: t('frozenChecks.saved'),
    error: { title: t('frozenChecks.notSaved'), generic: t('frozenChecks.notSavedGeneric') },
  });
  return (
    <SettingsSection
      scope={scope}
      title={t('frozenChecks.title')}
      historyPath="telemetry-checks/history"
      help={t('frozenChecks.help')}
    >
      <QueryView query={checks} pending={null} {...failureTexts(t, 'frozenChecks.loadFailed')}>
        {(c) => (
          <FrozenChecksForm
            // a saved answer starts the form afresh from it
            key={JSON.stringify(c.checks)}
            checks={c.checks}
            canWrite={rights.editPlantSettings}
            onSubmit={(patch) => save.mutateAsync(patch)}
          />
        )}
      </QueryView>
    </SettingsSection>
  );
}
