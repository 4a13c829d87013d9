import { Group, MultiSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isReserveType, RESERVE_SHORTFALL_TYPE } from '@penstock/domain';
import { useScreen } from '@/app/router/useScreen';
import { useConstraintTypes } from '@/features/constraints/api/getConstraintTypes';
import { RangedScreen } from '@/features/rangePicker/components/RangedScreen';
import { useRangeParam } from '@/features/rangePicker/hooks/useRangeParam';
import { rangedTexts } from '@/features/rangePicker/utils/rangedTexts';
import { rangeFromDays, rangeToInterval } from '@/features/rangePicker/utils/rangeDates';
import { usePlantViewList } from '@/features/series/api/getPlantViewList';
import { QueryView } from '@/ui/QueryView';
import { cardStates } from '@/ui/SkeletonCards';
import { useViolations } from '../api/getViolations';
import { ViolationsTable } from './ViolationsTable';

/**
 * Operations > Violations (/{env}/operations/violations/{portfolioId}/{plantViewId?}, admins:
 * viewConstraintViolations): the hours in which actuals or the plan break an active constraint,
 * filtered by plants, types, a search and the range (default today 00:00 to three days later
 * 23:59:59 in the plant's zone), split into upcoming and past at the previous full hour.
 */
export function ViolationsPage() {
  const { t, i18n } = useTranslation('violations');
  const { params, search, setSearch } = useScreen('violations');
  const { portfolioId, plantViewId } = params;
  const plants = usePlantViewList(portfolioId);
  const types = useConstraintTypes(portfolioId);
  const chosen = plantViewId ? [plantViewId] : (search.plants ?? []);
  const zone = plants.data?.find((p) => p.id === chosen[0])?.timezone ?? plants.data?.[0]?.timezone ?? 'UTC';
  const rangeParam = useRangeParam(zone);
  // Spec 2 section 4: without a range, today and the three days after it in the plant's zone.
  const range = rangeParam.isDefault
    ? rangeFromDays(rangeParam.today, rangeParam.today.add({ days: 3 }), 'day')
    : rangeParam.range;
  const { startTs, endTs } = rangeToInterval(range, zone);
  const [text, setText] = useState(search.search ?? '');
  useEffect(() => {
    const id = setTimeout(() => {
      if ((search.search ?? '') !== text) setSearch({ search: text || undefined }, { replace: true });
    }, 300);
    return () => clearTimeout(id);
  }, [text, search.search, setSearch]);
  const violations = useViolations(portfolioId, {
    start: startTs,
    end: endTs,
    plants: chosen,
    types: search.types,
    search: search.search,
  });
  const typeOptions = useMemo(
    () => [
      ...new Map(
        (types.data ?? [])
          .filter((x) => !isReserveType(x))
          .map((x) => [x.name, { value: x.name, label: `${x.display_name} (${x.constrainable_type})` }]),
      ).values(),
      // not a constraint of the catalogue: an obligation the plan does not hold (grid reserves)
      { value: RESERVE_SHORTFALL_TYPE, label: t('reserveShortfallType') },
    ],
    [types.data, t],
  );
  const at = new Intl.DateTimeFormat(i18n.language, { timeZone: zone, dateStyle: 'medium', timeStyle: 'short' });

  return (
    <RangedScreen {...rangedTexts(t, zone)} rangeParam={{ ...rangeParam, range }} withGranularity={false}>
      <Group gap="md" align="flex-end" wrap="wrap">
        {!plantViewId && (
          <MultiSelect
            label={t('plants')}
            placeholder={chosen.length ? undefined : t('allPlants')}
            w={280}
            clearable
            searchable
            data={(plants.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
            value={chosen}
            onChange={(v) => setSearch({ plants: v.length ? v : undefined })}
          />
        )}
        <MultiSelect
          label={t('types')}
          placeholder={search.types?.length ? undefined : t('allTypes')}
          w={340}
          clearable
          searchable
          data={typeOptions}
          value={search.types ?? []}
          onChange={(v) => setSearch({ types: v.length ? v : undefined })}
        />
        <TextInput
          aria-label={t('search')}
          placeholder={t('search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          w={280}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
      </Group>
      <QueryView query={violations} {...cardStates(t, { heights: [140, 140], failed: 'loadFailed' })}>
        {(answer) => (
          <Stack gap="lg">
            <Text size="sm" c="dimmed">
              {t('splitNote', { at: at.format(answer.split) })}
            </Text>
            <Text size="sm" c="dimmed" data-testid="violations-types-note">
              {t('typesNote')}
            </Text>
            {(
              [
                ['upcoming', true],
                ['past', false],
              ] as const
            ).map(([key, upcoming]) => (
              <Paper key={key} withBorder p="md" radius="md">
                <Stack gap="sm">
                  <Title order={3} size="h5">
                    {t(key)} ({answer.violations.filter((v) => v.upcoming === upcoming).length})
                  </Title>
                  <ViolationsTable
                    rows={answer.violations.filter((v) => v.upcoming === upcoming)}
                    zone={zone}
                    empty={upcoming ? t('noneUpcoming') : t('nonePast')}
                    testId={`violations-${key}`}
                    fileName={t('exportName', { section: t(key) })}
                  />
                </Stack>
              </Paper>
            ))}
          </Stack>
        )}
      </QueryView>
    </RangedScreen>
  );
}
