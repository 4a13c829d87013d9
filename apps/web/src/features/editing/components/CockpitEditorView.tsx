import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { OVERRIDE_INFO_MAX_DAYS } from '@penstock/domain';
import { CockpitPlantView } from '@/features/cockpit/components/CockpitPlantView';
import { ComponentChips } from '@/features/cockpit/components/ComponentChips';
import { useCockpitScreen } from '@/features/cockpit/hooks/useCockpitScreen';
import { RangePicker } from '@/features/rangePicker/components/RangePicker';
import { PageHeader } from '@/features/shell/components/PageHeader';
import { editModeSpec, type CockpitEditMode } from '../utils/editModes';
import { EditModeSwitcher } from './EditModeSwitcher';
import { LevelDevelopmentPanel } from '@/features/levelDevelopment/components/LevelDevelopmentPanel';
import { EditorPanel } from './EditorPanel';

/**
 * The cockpit in edit mode (query `edit`): the range and component selection of the cockpit, the
 * mode switcher and the edit table. A new mode, range or selection starts a fresh table (the leave
 * guard asks first when there are unsaved edits).
 */
export function CockpitEditorView({ mode }: { mode: CockpitEditMode }) {
  const { t } = useTranslation('editing');
  const cockpit = useCockpitScreen();
  const { portfolioId, plantViewId, search, patch, zone, rangeParam, scope } = cockpit;
  const spec = editModeSpec(mode);
  const close = (
    <Group gap="sm">
      <Text size="sm" c="dimmed">
        {t('timesIn', { zone: zone.timezone })}
      </Text>
      <Button
        variant="default"
        leftSection={<IconX size={16} aria-hidden />}
        onClick={() => patch({ edit: undefined })}
      >
        {t('close')}
      </Button>
    </Group>
  );
  const tableKey = `${mode}|${JSON.stringify(rangeParam.range)}|${zone.timezone}|${cockpit.components.length}|${JSON.stringify(search.turbine ?? '')}${JSON.stringify(search.pump ?? '')}${JSON.stringify(search.pumpTurbine ?? '')}${JSON.stringify(search.gate ?? '')}${JSON.stringify(search.reservoir ?? '')}`;
  return (
    <Stack gap="md" data-testid="cockpit-editor" data-mode={mode}>
      <PageHeader actions={close} />
      <CockpitPlantView
        query={cockpit.plantQuery}
        pending={<Skeleton height={300} />}
        failed={t('plantsFailed')}
        notFound={t('plantNotFound')}
      >
        {(found) => (
          <>
            <Text fw={600} size="lg">
              {t(`modes.${mode}`)}
            </Text>
            <EditModeSwitcher spec={spec} onChange={(m) => patch({ edit: m })} />
            {/* the editor's tables ask hour by hour whatever the granularity: at most 366 days (less an hour a clock change may add) */}
            <RangePicker
              range={rangeParam.range}
              today={rangeParam.today}
              onChange={rangeParam.setRange}
              maxDays={OVERRIDE_INFO_MAX_DAYS - 1}
            />
            <ComponentChips
              components={cockpit.components}
              selection={cockpit.selection}
              status={cockpit.topology.status}
              onChange={(key, value) => patch({ [key]: value })}
            />
            {cockpit.topology.isPending ? (
              <Skeleton height={300} />
            ) : (
              <EditorPanel key={tableKey} scope={scope} spec={spec} plant={found} />
            )}
            {/* after changes: what happens to the level if the plan is followed */}
            <LevelDevelopmentPanel
              portfolioId={portfolioId}
              plantViewId={plantViewId}
              timezone={zone.timezone}
              context="editing"
            />
          </>
        )}
      </CockpitPlantView>
    </Stack>
  );
}
