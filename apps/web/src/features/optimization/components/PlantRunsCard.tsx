import { Button, Group, Paper, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runAlert, type PlantView } from '@penstock/domain';
import { failureTexts, QueryView } from '@/ui/QueryView';
import { useCancelOptimizationRun } from '../api/cancelOptimizationRun';
import { useOptimizationRuns } from '../api/getOptimizationRuns';
import { optimizationRunsApi } from '../api/optimizationRunsApi';
import { ObjectivePartsTable } from './ObjectivePartsTable';
import { RunComparisonPanel } from './RunComparisonPanel';
import { RunAlertBanner } from './RunAlertBanner';
import { RunConstraintsTable } from './RunConstraintsTable';
import { RunFailure } from './RunFailure';
import { RunOutagesTable } from './RunOutagesTable';
import { RunsTable } from './RunsTable';
import { RunSolverFacts } from './RunSolverFacts';
import { usePlantRights } from '@/features/portfolios/hooks/usePlantRights';
import { ModuleGate } from '@/features/productModules/components/ModuleGate';
import { UpgradeAlert } from '@/features/productModules/components/UpgradeAlert';
import { useFeatureGate } from '@/features/productModules/hooks/useFeatureGate';

/** One plant view: start a run, its last runs, and the selected (default: newest succeeded) run against the previous. */
export function PlantRunsCard({
  portfolioId,
  plant,
}: {
  portfolioId: string;
  plant: Pick<PlantView, 'id' | 'name' | 'timezone' | 'plant_state' | 'currency'>;
}) {
  // starting and cancelling a run needs the plant's write right (the server's requirePlantView 'write')
  const canWrite = usePlantRights(portfolioId, plant).write;
  const { t } = useTranslation('optimization');
  const runs = useOptimizationRuns(portfolioId, plant.id);
  const error = { title: t('error.title'), generic: t('error.generic') };
  const start = optimizationRunsApi.useStart(portfolioId, plant.id, {
    success: t('toast.started', { name: plant.name }),
    error,
  });
  const cancel = useCancelOptimizationRun(portfolioId, plant.id, { success: t('toast.cancelled'), error });
  const [picked, setPicked] = useState<string | null>(null);
  const timezone = plant.timezone ?? 'Europe/Vienna';
  const selected = picked ?? runs.data?.find((r) => r.status === 'succeeded')?.id ?? null;
  const selectedRun = runs.data?.find((r) => r.id === selected);
  // runs are what Basic Production Planning sells: without it the card is the upgrade alert
  const gate = useFeatureGate(portfolioId, plant.id, 'optimizationRuns');
  if (gate.status === 'gated' && gate.plant)
    return (
      <Paper withBorder radius="md" p="md" data-plant={plant.id}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {plant.name}
          </Title>
          <UpgradeAlert portfolioId={portfolioId} plant={gate.plant} feature="optimizationRuns" />
        </Stack>
      </Paper>
    );
  const alert = runAlert(runs.data ?? []);

  const body = (
    <QueryView
      query={runs}
      pending={<Skeleton h={120} radius="sm" data-testid="runs-loading" />}
      {...failureTexts(t, 'loadFailed')}
      empty={
        <Text c="dimmed" size="sm" data-testid="runs-empty">
          {t('empty')}
        </Text>
      }
    >
      {(list) => (
        <RunsTable
          exportName={plant.name}
          runs={list}
          timezone={timezone}
          selectedId={selected}
          onSelect={(r) => setPicked(r.id)}
          canWrite={canWrite}
          currency={plant.currency}
          cancelling={cancel.isPending ? (cancel.variables ?? null) : null}
          onCancel={(r) => cancel.mutate(r.id)}
        />
      )}
    </QueryView>
  );

  return (
    <Paper withBorder radius="md" p="md" data-plant={plant.id}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {plant.name}
          </Title>
          <Tooltip label={t('readOnly')} disabled={canWrite}>
            {/* a span, so the tooltip shows on a disabled button (spec 1 section 6: read-only tooltip) */}
            <span>
              <Button
                size="xs"
                leftSection={<IconPlayerPlay size={14} aria-hidden />}
                disabled={!canWrite}
                loading={start.isPending}
                onClick={() => start.mutate()}
              >
                {t('start')}
              </Button>
            </span>
          </Tooltip>
        </Group>
        {alert && (
          <RunAlertBanner
            alert={alert}
            timezone={timezone}
            action={
              alert.run.id === selected ? undefined : { label: t('alert.show'), onClick: () => setPicked(alert.run.id) }
            }
          />
        )}
        {body}
        {selectedRun?.status === 'failed' && <RunFailure run={selectedRun} />}
        {selectedRun?.status === 'succeeded' && <ObjectivePartsTable run={selectedRun} currency={plant.currency} />}
        {selectedRun && <RunSolverFacts run={selectedRun} />}
        {selectedRun && <RunConstraintsTable run={selectedRun} timezone={timezone} currency={plant.currency} />}
        {selectedRun && <RunOutagesTable run={selectedRun} timezone={timezone} />}
        {selectedRun?.status === 'succeeded' && (
          // comparing runs is what Advanced Production Planning sells
          <ModuleGate portfolioId={portfolioId} plantViewId={plant.id} feature="planComparison">
            <RunComparisonPanel
              portfolioId={portfolioId}
              plantViewId={plant.id}
              runId={selectedRun.id}
              timezone={timezone}
              currency={plant.currency}
            />
          </ModuleGate>
        )}
      </Stack>
    </Paper>
  );
}
