import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateUserSetting } from '@/features/settings/api/putUserSetting';
import type { PriceRegion } from '../api/getPowerPrices';
import { parseThreshold, withThreshold, type Thresholds } from '../utils/priceThresholds';

const asText = (v: number | undefined) => (v === undefined ? '' : String(v));

/**
 * Alert thresholds per price region (EUR/MWh, at least 0; empty = no alert), saved to the user
 * setting powerMarketAlertThresholds. The chart follows at once; a failed save rolls the setting
 * and these fields back (with the spec's toast).
 */
export function ThresholdsEditor({ regions, thresholds }: { regions: PriceRegion[]; thresholds: Thresholds }) {
  const { t } = useTranslation('prices');
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const save = useUpdateUserSetting('powerMarketAlertThresholds', () => setDrafts({}));
  const textOf = (id: string) => drafts[id] ?? asText(thresholds[id]);
  const parsed = regions.map((r) => ({ region: r, ...parseThreshold(textOf(r.id)) }));
  const invalid = parsed.some((p) => p.problem !== null);
  const dirty = parsed.some((p) => (p.value ?? undefined) !== thresholds[p.region.id] && p.problem === null) || invalid;

  const submit = () => {
    if (invalid) return;
    let next = { ...thresholds };
    for (const p of parsed) next = withThreshold(next, p.region.id, p.value);
    save.mutate(next, { onSuccess: () => setDrafts({}) });
  };
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="form"
      aria-label={t('thresholds.title')}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {t('thresholds.title')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('thresholds.help')}
        </Text>
        <Group align="flex-start" gap="md">
          {parsed.map(({ region, problem }) => (
            <TextInput
              key={region.id}
              label={t('thresholds.label', { region: region.name })}
              rightSection={
                <Text size="xs" c="dimmed">
                  {region.currency}/MWh
                </Text>
              }
              rightSectionWidth={80}
              w={240}
              inputMode="decimal"
              value={textOf(region.id)}
              error={problem ? t(`thresholds.${problem}`) : undefined}
              onChange={(e) => {
                const text = e.currentTarget.value; // read now: the event is gone when the updater runs
                setDrafts((d) => ({ ...d, [region.id]: text }));
              }}
            />
          ))}
        </Group>
        <Group gap="xs">
          <Button type="submit" size="xs" disabled={!dirty || invalid} loading={save.isPending}>
            {t('thresholds.save')}
          </Button>
          <Button size="xs" variant="default" disabled={Object.keys(drafts).length === 0} onClick={() => setDrafts({})}>
            {t('thresholds.discard')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
