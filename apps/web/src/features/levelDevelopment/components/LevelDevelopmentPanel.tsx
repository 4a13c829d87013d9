import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeSeriesChart } from '@/features/series/components/TimeSeriesChart';
import type { DataFrame } from '@/features/series/utils/dataFrame';
import { useLevelDevelopment } from '../api/levelDevelopmentTask';
import { levelDevelopmentFrames } from '../utils/levelDevelopmentFrames';
import { LevelCrossingsTable } from './LevelCrossingsTable';

/**
 * The level development beside the plan (spec 2 section 7): a button runs the simulation task, then
 * each reservoir's simulated level is drawn against the plan's level, with the crossings below.
 * `context` picks the hint: the cockpit (the plan as it stands) or the editor (after changes).
 */
export function LevelDevelopmentPanel({
  portfolioId,
  plantViewId,
  timezone,
  context,
}: {
  portfolioId: string;
  plantViewId: string;
  timezone: string;
  context: 'cockpit' | 'editing';
}) {
  const { t, i18n } = useTranslation('levelDevelopment');
  const { run, status, busy, task, error } = useLevelDevelopment(portfolioId, plantViewId);
  const result = task?.status === 'succeeded' ? task.result : null;
  const frames = useMemo(() => (result ? levelDevelopmentFrames(result) : []), [result]);
  const labelOf = useCallback(
    (f: DataFrame) => t(f.kind === 'plan' ? 'planned' : 'simulated', { name: f.componentName }),
    [t],
  );
  const failure = task?.status === 'failed' ? task.error : error ? String((error as Error).message ?? error) : null;
  return (
    <Card withBorder padding="md" data-testid="level-development" data-status={status ?? 'idle'}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={4}>{t('title')}</Title>
            <Text size="sm" c="dimmed">
              {t(context === 'cockpit' ? 'cockpitHint' : 'editingHint')}
            </Text>
          </div>
          <Button onClick={run} loading={busy} variant={result ? 'default' : 'filled'}>
            {result ? t('again') : t('run')}
          </Button>
        </Group>
        {failure && (
          <Alert color="red" role="alert">
            {t('failed', { error: failure })}
          </Alert>
        )}
        {result && (
          <>
            <TimeSeriesChart
              ariaLabel={t('title')}
              frames={frames}
              timezone={timezone}
              labelOf={labelOf}
              locale={i18n.language}
              exportName={t('title')}
            />
            <LevelCrossingsTable crossings={result.crossings} timezone={timezone} />
          </>
        )}
      </Stack>
    </Card>
  );
}
