import { Button, Card, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  localClock,
  maxOf,
  roundVolume,
  PERMISSION_TOOLTIPS,
  validateBidCurves,
  type BidCurveSet,
  type DayAheadBid,
} from '@penstock/domain';
import { refusalOf } from '@/api/ApiError';
import { DataTable } from '@/features/dataTable/components/DataTable';
import { ReasonButton } from '@/ui/SaveButton';
import { createHistory, currentEdits, type EditHistory } from '@/features/dataTable/utils/editHistory';
import { downloadCsvText } from '@/features/export/utils/exportLib';
import { useExportBid, useSaveBidVersion, type BidScope } from '../api/bidsApi';
import { BLANK_ROWS, curveFromTable, curveTableModel } from '../utils/curveTable';
import { BidCurveChart } from './BidCurveChart';
import { BidHeatMap } from './BidHeatMap';
import { ValidationList } from './ValidationList';

/**
 * The delivery day's curves to look at and edit: one quarter-hour's curve as a chart (with the
 * scenario prices) and in the shared data table (edit, paste from a spreadsheet, undo), the day as a
 * heat map, the problems as edited (the server's rules, checked here too), save as a new version and
 * export. Edits are kept per quarter-hour, each with its own undo, until saved.
 */
export function BidEditor({ scope, bid, canEdit }: { scope: BidScope; bid: DayAheadBid; canEdit: boolean }) {
  const { t } = useTranslation('bids');
  const units = bid.marketTimeUnits;
  const [base, setBase] = useState<BidCurveSet>(() => bid.latest?.curves ?? units.map(() => []));
  const [histories, setHistories] = useState<ReadonlyMap<number, EditHistory>>(new Map());
  const [selected, setSelected] = useState(0);
  const [copied, setCopied] = useState(false);
  const save = useSaveBidVersion(scope);
  const exportBid = useExportBid(scope);
  const titles: [string, string] = [t('table.price'), t('table.volume')];
  const modelOf = (unit: number, extra = BLANK_ROWS) =>
    curveTableModel(base[unit] ?? [], { titles, extraRows: extra, canEdit, lockReason: PERMISSION_TOOLTIPS.field });
  const history = histories.get(selected) ?? createHistory();
  const edited = currentEdits(history);
  const lastRow = maxOf(
    [...edited.keys()].map((k) => Number(k.split(':')[0])),
    -1,
  );
  const extra = Math.max(BLANK_ROWS, lastRow + 1 - (base[selected]?.length ?? 0) + BLANK_ROWS);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- titles follow the language
  const model = useMemo(() => modelOf(selected, extra), [base, selected, extra, canEdit, t]);
  const curves: BidCurveSet = useMemo(
    () =>
      units.map((_, u) =>
        histories.has(u) ? curveFromTable(modelOf(u, 1000), histories.get(u)!).points : (base[u] ?? []),
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [base, histories, units],
  );
  const current = curveFromTable(model, history);
  const changed = copied || [...histories.values()].some((h) => currentEdits(h).size > 0);
  const problems = useMemo(() => validateBidCurves(curves, units, bid.timezone, bid.capacity), [curves, units, bid]);
  const serverRefusal = save.isError ? refusalOf(save.error) : undefined;
  const scenarioPrices = bid.latest?.scenarios?.prices.map((s) => s[selected]!).filter((p) => p !== undefined);
  const unitOptions = units.map((u, i) => ({
    value: String(i),
    label: `${i + 1} · ${localClock(u.start, bid.timezone)}-${localClock(u.end, bid.timezone)}`,
  }));
  const saveTip = !canEdit
    ? PERMISSION_TOOLTIPS.save
    : !changed
      ? PERMISSION_TOOLTIPS.unchanged
      : problems.length || current.incomplete.length
        ? t('save.fixFirst')
        : null;
  const onExport = (id: string) =>
    exportBid.mutate(id, { onSuccess: (csv) => downloadCsvText(`bid-${scope.plantViewId}-${bid.bidDate}`, csv) });
  const copyToAll = () => {
    setBase(units.map(() => current.points.map((p) => ({ ...p }))));
    setHistories(new Map());
    setCopied(true);
  };

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Card withBorder>
          <Stack gap="xs">
            <Group justify="space-between">
              <Title order={4} size="h5">
                {t('chart.title')}
              </Title>
              <Select
                aria-label={t('chart.unit')}
                data={unitOptions}
                value={String(selected)}
                onChange={(v) => v !== null && setSelected(Number(v))}
                w={170}
                size="xs"
                searchable
                allowDeselect={false}
                data-testid="unit-select"
              />
            </Group>
            <BidCurveChart
              points={current.points}
              saved={changed ? bid.latest?.curves[selected] : undefined}
              scenarioPrices={scenarioPrices}
              capacity={{ up: bid.capacity.up[selected] ?? 0, down: bid.capacity.down[selected] ?? 0 }}
              label={t('chart.curve')}
              priceLabel={t('chart.price')}
              volumeLabel={t('chart.volume')}
              scenarioLabel={t('chart.scenario')}
            />
            <Text size="xs" c="dimmed">
              {t('chart.capacity', {
                up: roundVolume(bid.capacity.up[selected] ?? 0),
                down: roundVolume(bid.capacity.down[selected] ?? 0),
              })}
            </Text>
          </Stack>
        </Card>
        <Card withBorder data-testid="bid-points-table">
          <Stack gap="xs">
            <Title order={4} size="h5">
              {t('table.title', { unit: unitOptions[selected]?.label ?? '' })}
            </Title>
            <DataTable
              hint={t('table.hint')}
              model={model}
              status="success"
              history={history}
              onHistoryChange={(h) => setHistories((m) => new Map(m).set(selected, h))}
              maxHeight={360}
              label={t('table.label')}
            />
            <Group justify="space-between">
              <Button
                size="xs"
                variant="subtle"
                disabled={!canEdit || !current.points.length}
                onClick={copyToAll}
                data-testid="copy-to-all"
              >
                {t('table.copyToAll')}
              </Button>
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="default"
                  disabled={!bid.latest || changed}
                  loading={exportBid.isPending}
                  onClick={() => bid.latest && onExport(bid.latest.id)}
                  data-testid="export-bid"
                >
                  {t('export')}
                </Button>
                <ReasonButton
                  size="xs"
                  reason={saveTip}
                  loading={save.isPending}
                  onClick={() =>
                    save.mutate({ date: bid.bidDate, curves, ...(bid.latest ? { basedOn: bid.latest.id } : {}) })
                  }
                  data-testid="save-bid"
                >
                  {t('save.button')}
                </ReasonButton>
              </Group>
            </Group>
          </Stack>
        </Card>
      </SimpleGrid>
      <Card withBorder>
        <Stack gap="xs">
          <Title order={4} size="h5">
            {t('heat.title')}
          </Title>
          <BidHeatMap
            curves={curves}
            units={units}
            zone={bid.timezone}
            selected={selected}
            onSelect={setSelected}
            label={t('heat.title')}
            emptyText={t('heat.empty')}
          />
        </Stack>
      </Card>
      {serverRefusal && <ValidationList messages={[serverRefusal]} title={t('validation.refused')} />}
      {/* a day without any curve yet is not a list of 96 problems: the empty state says what to do */}
      {(changed || curves.some((c) => c.length > 0)) && (
        <ValidationList
          messages={[
            ...current.incomplete.map((r) => t('validation.incomplete', { row: r + 1 })),
            ...problems.map((p) => p.message),
          ]}
        />
      )}
    </Stack>
  );
}
