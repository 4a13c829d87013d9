import { Button, Group, SegmentedControl, Select, Skeleton, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconPlus, IconSparkles } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Granularity, type Maintenance, type PlantView } from '@penstock/domain';
import { useScreen } from '@/app/router/useScreen';
import { ExportMenu } from '@/features/export/components/ExportMenu';
import { usePortfolios } from '@/features/portfolios/api/getPortfolios';
import { PortfolioPlantsView } from '@/features/portfolios/components/PortfolioPlantsView';
import { usePlantWriteCheck } from '@/features/portfolios/hooks/usePlantWriteCheck';
import { usePlantViewList } from '@/features/series/api/getPlantViewList';
import { PageHeader } from '@/features/shell/components/PageHeader';
import { ListScreen } from '@/ui/list/ListScreen';
import { listExportTable } from '@/ui/list/listExport';
import { listTexts } from '@/ui/list/listTexts';
import { failureTexts, QueryView } from '@/ui/QueryView';
import { useMaintenanceRange } from '../api/maintenanceApi';
import { useOutageUnits } from '../hooks/useOutageUnits';
import { formatPeriod } from '../utils/formatOutage';
import { DEFAULT_FILTER, filterMaintenance, type MaintenanceFilterState } from '../utils/maintenanceFilter';
import {
  anchorDate,
  asView,
  DEFAULT_TIMELINE_GRANULARITY,
  MAINTENANCE_VIEWS,
  pageAnchor,
  TIMELINE_GRANULARITIES,
  viewWindow,
} from '../utils/viewWindow';
import { maintenanceColumns } from './maintenanceColumns';
import { WriteButton } from './WriteButton';
import { CreateOptimallyDrawer } from './CreateOptimallyDrawer';
import { MaintenanceCalendar } from './MaintenanceCalendar';
import { MaintenanceDrawer } from './MaintenanceDrawer';
import { MaintenanceFilters } from './MaintenanceFilters';
import { MaintenanceTimeline } from './MaintenanceTimeline';
import type { OutageDrawerProps } from './outageDrawerProps';
import { RescheduleFlow } from './RescheduleFlow';

const NO_PLANTS: PlantView[] = [];

/**
 * Maintenance (/maintenance/{portfolioId}; query plantViewId, selected, view, range, granularity):
 * the outages of the portfolio's plants as a month calendar, a timeline per turbine or a list, with
 * filters and a CSV download of the outages shown, the edit form with each outage's history (`selected`: an outage's uuid), and the forms of
 * the navigation actions (`action`: create, createOptimally), which pass the rescheduling block.
 * Times in the plant's zone (the first plant's, or the chosen plant's, for the calendar).
 */
export function MaintenancePage() {
  const { t, i18n } = useTranslation('maintenance');
  const { params, search, setSearch } = useScreen('maintenances');
  const { portfolioId } = params;
  const portfolio = usePortfolios().data?.find((p) => p.id === portfolioId);
  const plantsQuery = usePlantViewList(portfolioId);
  const plants = plantsQuery.data ?? NO_PLANTS;
  const canWrite = usePlantWriteCheck(portfolioId, plants);
  const { units } = useOutageUnits(portfolioId, plants);
  const [rescheduling, setRescheduling] = useState<Maintenance | null>(null);
  const [filter, setFilter] = useState<MaintenanceFilterState>(() =>
    search.plantViewId ? { ...DEFAULT_FILTER, plants: [search.plantViewId] } : DEFAULT_FILTER,
  );

  const view = asView(search.view);
  const zone = plants.find((p) => p.id === search.plantViewId)?.timezone ?? plants[0]?.timezone ?? 'UTC';
  const granularity = (TIMELINE_GRANULARITIES as readonly string[]).includes(search.granularity ?? '')
    ? (search.granularity as Granularity)
    : DEFAULT_TIMELINE_GRANULARITY;
  const anchor = anchorDate(search.range, Date.now(), zone);
  const win = viewWindow(view, anchor, zone, granularity);
  const outages = useMaintenanceRange({ portfolioId }, win.from, win.to);
  const shown = useMemo(() => filterMaintenance(outages.data ?? [], filter), [outages.data, filter]);
  const shownUnits = units.filter((u) => filter.plants === 'all' || filter.plants.includes(u.plantViewId));

  const select = (uuid: string | undefined) => setSearch({ selected: uuid ?? '' });
  const page = (step: 1 | -1) =>
    setSearch({ range: viewWindow(view, pageAnchor(view, anchor, granularity, step), zone, granularity).range });
  const target = search.action === 'create' ? 'new' : outages.data?.find((m) => m.uuid === search.selected);
  const closeForm = () => setSearch({ selected: '', action: '' });
  const drawer: OutageDrawerProps = {
    portfolioId,
    units,
    plantViewId: search.plantViewId,
    canWrite,
    onClose: closeForm,
  };
  const zoneOf = (id: string) => plants.find((p) => p.id === id)?.timezone ?? zone;
  const columns = maintenanceColumns(t, i18n.language, zoneOf);
  // the download: the outages the filters leave in the window shown, in every view, by start
  const downloadName = t('download', { portfolio: portfolio?.display_name || portfolioId, period: win.range });
  const downloadRows = () => [...shown].sort((a, b) => a.start_timestamp_millis - b.start_timestamp_millis);
  const monthLabel = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(anchor.year, anchor.month - 1, 15),
  );

  const content = (
    <QueryView
      query={outages}
      pending={<Skeleton h={420} radius="md" data-testid="maintenance-loading" />}
      {...failureTexts(t, 'loadFailed')}
      isEmpty={() => false}
    >
      {/* an empty month or timeline still shows its grid */}
      {() =>
        view === 'calendar' ? (
          <MaintenanceCalendar year={anchor.year} month={anchor.month} zone={zone} outages={shown} onSelect={select} />
        ) : (
          <MaintenanceTimeline
            units={shownUnits}
            outages={shown}
            from={win.from}
            to={win.to}
            zone={zone}
            granularity={granularity}
            onSelect={select}
          />
        )
      }
    </QueryView>
  );

  const anyWritable = plants.some((p) => canWrite(p.id));
  return (
    <Stack gap="lg">
      <PageHeader
        actions={
          <Group gap="xs">
            {/* read-only portfolio: disabled with the spec's tooltip (spec 2 section 6) */}
            <WriteButton
              variant="light"
              icon={<IconSparkles size={16} />}
              onClick={() => setSearch({ selected: '', action: 'createOptimally' })}
              canWrite={anyWritable}
            >
              {t('optimal.action')}
            </WriteButton>
            <WriteButton
              icon={<IconPlus size={16} />}
              onClick={() => setSearch({ selected: '', action: 'create' })}
              canWrite={anyWritable}
            >
              {t('new')}
            </WriteButton>
          </Group>
        }
      />
      <PortfolioPlantsView query={plantsQuery} t={t} emptyTestId="maintenance-no-plants">
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap">
            <Group gap="xs">
              <SegmentedControl
                aria-label={t('viewLabel')}
                value={view}
                onChange={(v) => setSearch({ view: v, range: '' })}
                data={MAINTENANCE_VIEWS.map((v) => ({ value: v, label: t(`views.${v}`) }))}
              />
              {view === 'timeline' && (
                <Select
                  aria-label={t('zoom')}
                  w={120}
                  value={granularity}
                  allowDeselect={false}
                  onChange={(g) => g && setSearch({ granularity: g as Granularity })}
                  data={TIMELINE_GRANULARITIES.map((g) => ({ value: g, label: t(`granularity.${g}`) }))}
                />
              )}
            </Group>
            <Group gap="xs" data-testid="maintenance-controls">
              <Button variant="default" size="xs" aria-label={t('previous')} onClick={() => page(-1)}>
                <IconChevronLeft size={16} />
              </Button>
              <Button variant="default" size="xs" onClick={() => setSearch({ range: '' })}>
                {t('today')}
              </Button>
              <Button variant="default" size="xs" aria-label={t('next')} onClick={() => page(1)}>
                <IconChevronRight size={16} />
              </Button>
              <Text fw={600} data-testid="maintenance-period">
                {view === 'calendar' ? monthLabel : formatPeriod(win.from, win.to, zone, i18n.language)}
              </Text>
              <ExportMenu
                fileName={downloadName}
                disabled={!shown.length}
                tables={() => [listExportTable(downloadName, columns, downloadRows())]}
              />
            </Group>
          </Group>
          {rescheduling && (
            <RescheduleFlow
              portfolioId={portfolioId}
              outage={rescheduling}
              zone={zoneOf(rescheduling.plant_id)}
              onDone={() => setRescheduling(null)}
            />
          )}
          <MaintenanceFilters plants={plants} value={filter} onChange={setFilter} />
          {view === 'list' ? (
            <ListScreen
              route="maintenances"
              query={{ ...outages, data: outages.data ? shown : undefined }}
              columns={columns}
              rowKey={(m) => m.uuid}
              rowProps={(m) => ({ 'data-event': m.uuid })}
              selectable
              texts={listTexts(t, {
                table: t('views.list'),
                empty: outages.data?.length ? t('noMatch') : t('empty'),
              })}
              testId="maintenance-list"
              emptyTestId="maintenance-empty"
            />
          ) : (
            content
          )}
        </Stack>
      </PortfolioPlantsView>
      {target && (
        <MaintenanceDrawer
          {...drawer}
          target={target}
          onReschedule={(inactive) => {
            closeForm();
            setRescheduling(inactive);
          }}
        />
      )}
      {search.action === 'createOptimally' && <CreateOptimallyDrawer {...drawer} />}
    </Stack>
  );
}
