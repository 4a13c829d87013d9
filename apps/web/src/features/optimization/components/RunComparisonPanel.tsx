import { displayUnit } from '@/features/series/utils/formatValue';
import { Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeSeriesChart } from '@/features/series/components/TimeSeriesChart';
import type { DataFrame } from '@/features/series/utils/dataFrame';
import { failureTexts, QueryView } from '@/ui/QueryView';
import { useRunComparison, type RunComparison } from '../api/getRunComparison';
import { formatNumber, formatSigned } from '../utils/formatRunFigures';

function Figure({
  label,
  value,
  previous,
  difference,
  unit,
  testId,
}: {
  label: string;
  value: string;
  previous: string;
  difference: string | null;
  unit: string;
  testId: string;
}) {
  const { t } = useTranslation('optimization');
  return (
    <Paper withBorder p="sm" radius="md" data-testid={testId}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value} {unit}
      </Text>
      <Text size="xs" c="dimmed">
        {t('compare.previousValue', { value: previous, unit })}
      </Text>
      {difference !== null && (
        <Text size="sm" fw={600} c={difference.startsWith('-') ? 'destructive' : 'positive'}>
          {t('compare.difference', { value: difference, unit })}
        </Text>
      )}
    </Paper>
  );
}

function frames(c: RunComparison, labels: { current: string; previous: string }): DataFrame[] {
  const base = { componentType: null, quantity: 'power', kind: 'plan' as const, unit: 'MW', time: c.time };
  // The previous plan first, so this run's line is drawn on top where both agree.
  const out: DataFrame[] = [];
  if (c.previous)
    out.push({
      ...base,
      key: 'previous',
      componentId: 'previous',
      componentName: labels.previous,
      values: c.previous_power,
    });
  out.push({ ...base, key: 'current', componentId: 'current', componentName: labels.current, values: c.current_power });
  return out;
}

/** The selected run's plan against the previous run's over the hours both cover: totals, differences and hourly power. */
export function RunComparisonPanel({
  portfolioId,
  plantViewId,
  runId,
  timezone,
  currency,
}: {
  portfolioId: string;
  plantViewId: string;
  runId: string;
  timezone: string;
  /** the plant's (ISO 4217) */
  currency: string;
}) {
  const { t, i18n } = useTranslation('optimization');
  const query = useRunComparison(portfolioId, plantViewId, runId);
  const labels = useMemo(() => ({ current: t('compare.thisRun'), previous: t('compare.previousRun') }), [t]);
  const data = useMemo(() => (query.data ? frames(query.data, labels) : []), [query.data, labels]);
  const l = i18n.language;
  return (
    <QueryView query={query} pending={<Skeleton h={300} radius="md" />} {...failureTexts(t, 'compare.failed')}>
      {(c) => (
        <Stack gap="sm" data-testid="run-comparison">
          <Text size="sm" c="dimmed">
            {c.previous
              ? t('compare.window', {
                  from: new Date(c.start!).toLocaleString(l, { timeZone: timezone }),
                  to: new Date(c.end!).toLocaleString(l, { timeZone: timezone }),
                })
              : t('compare.noPrevious')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Figure
              testId="compare-generation"
              label={t('compare.generation')}
              unit="MWh"
              value={formatNumber(c.current.generation_mwh, l)}
              previous={formatNumber(c.previous?.generation_mwh, l)}
              difference={c.difference ? formatSigned(c.difference.generation_mwh, l) : null}
            />
            <Figure
              testId="compare-revenue"
              label={t('compare.revenue')}
              unit={displayUnit(currency)}
              value={formatNumber(c.current.revenue_eur, l)}
              previous={formatNumber(c.previous?.revenue_eur, l)}
              difference={c.difference ? formatSigned(c.difference.revenue_eur, l) : null}
            />
          </SimpleGrid>
          <Group>
            <div style={{ flex: 1, minWidth: 0 }}>
              <TimeSeriesChart
                ariaLabel={t('compare.chart')}
                frames={data}
                timezone={timezone}
                height={200}
                locale={l}
                labelOf={(f) => f.componentName ?? f.key}
              />
            </div>
          </Group>
        </Stack>
      )}
    </QueryView>
  );
}
