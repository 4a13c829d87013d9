import { Group, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDataRange, REPORTING_SECTION_IDS, type ReportingSectionId } from '@penstock/domain';
import { ExportMenu } from '@/features/export/components/ExportMenu';
import { RangedScreen } from '@/features/rangePicker/components/RangedScreen';
import { useRangeParam } from '@/features/rangePicker/hooks/useRangeParam';
import { rangedTexts } from '@/features/rangePicker/utils/rangedTexts';
import { useSearchPatch } from '@/features/rangePicker/hooks/useSearchPatch';
import { rangeToInterval } from '@/features/rangePicker/utils/rangeDates';
import { usePlantViewList } from '@/features/series/api/getPlantViewList';
import { useScreen } from '@/app/router/useScreen';
import { useDisplayTimezone } from '@/features/shell/hooks/useDisplayTimezone';
import { routeHref } from '@/features/shell/utils/routeHref';
import { useReporting } from '../api/getReporting';
import { reportingTables } from '../utils/reportingTables';
import { ReserveRevenueCard } from './ReserveRevenueCard';
import { SectionCard } from './SectionCard';
import { SectionPlantsTable } from './SectionPlantsTable';
import { failureTexts, QueryView } from '@/ui/QueryView';

/**
 * Plant reporting (/reporting/{portfolioId}/{plantViewId}) and portfolio reporting
 * (/reporting/{portfolioId}?sectionId=...): the eleven figures as cards over the range. On the
 * portfolio the `sectionId` query selects a card (scrolled into view) and lists it per plant.
 */
export function ReportingPage() {
  const { t } = useTranslation('reporting');
  const screen = useScreen('plantReporting', 'portfolioReporting');
  const { env, search } = screen;
  const portfolioId = screen.params.portfolioId;
  const plantViewId = screen.name === 'plantReporting' ? screen.params.plantViewId : null;
  const patch = useSearchPatch();
  const plants = usePlantViewList(portfolioId);
  const plant = plants.data?.find((p) => p.id === plantViewId);
  const zone = useDisplayTimezone({ plant: plant?.timezone, portfolioPlants: plants.data?.map((p) => p.timezone) });
  const rangeParam = useRangeParam(zone.timezone);
  const interval = useMemo(() => rangeToInterval(rangeParam.range, zone.timezone), [rangeParam.range, zone.timezone]);
  const report = useReporting(portfolioId, plantViewId, interval);
  const [localSection, setLocalSection] = useState<ReportingSectionId | null>(null);
  const sectionId = screen.name === 'portfolioReporting' ? (screen.search.sectionId ?? null) : localSection;
  const select = (id: ReportingSectionId) =>
    plantViewId
      ? setLocalSection(id === localSection ? null : id)
      : patch({ sectionId: id === sectionId ? undefined : id }, { replace: true });

  const loaded = !!report.data;
  useEffect(() => {
    if (!sectionId || !loaded) return;
    document.getElementById(`section-${sectionId}`)?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [sectionId, loaded]);

  const body = (
    <QueryView
      query={report}
      pending={
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }} data-testid="reporting-loading">
          {REPORTING_SECTION_IDS.map((id) => (
            <Skeleton key={id} h={104} radius="md" />
          ))}
        </SimpleGrid>
      }
      {...failureTexts(t, 'failed')}
      isEmpty={(r) => r.sections.length === 0}
      empty={t('empty')}
      emptyTestId="reporting-empty"
    >
      {(data) => (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }} data-testid="reporting-sections">
            {REPORTING_SECTION_IDS.map((id) => data.sections.find((s) => s.id === id))
              .filter((s) => !!s)
              .map((s) => (
                <SectionCard
                  key={s.id}
                  section={s}
                  currency={data.currency}
                  selected={s.id === sectionId}
                  onSelect={() => select(s.id)}
                />
              ))}
            {/* grid reserves earn beside the energy (issue 24); absent while the plan holds none */}
            {data.reserve_revenue != null && (
              <ReserveRevenueCard value={data.reserve_revenue} currency={data.currency} />
            )}
          </SimpleGrid>
          {!plantViewId && sectionId && (
            <SectionPlantsTable
              report={data}
              sectionId={sectionId}
              plantHref={(id) => routeHref(env, 'plantReporting', { portfolioId, plantViewId: id }, search)}
            />
          )}
        </>
      )}
    </QueryView>
  );

  return (
    <RangedScreen
      {...rangedTexts(t, zone.timezone, 'overview.timesIn')}
      rangeParam={rangeParam}
      withGranularity={false}
      aside={
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {plantViewId ? plant?.name : t('portfolioScope')}
          </Text>
          <ExportMenu
            excel
            disabled={!report.data?.sections.length}
            fileName={`${plantViewId ?? portfolioId} ${t('export.fileName')} ${formatDataRange(rangeParam.range)}`}
            tables={() =>
              reportingTables(report.data!, {
                title: (id) => t(`section.${id}`),
                plant: t('overview.plant'),
                scopeName: plantViewId ? (plant?.name ?? plantViewId) : t('export.portfolio'),
                figures: t('export.figures'),
                definitions: t('export.definitions'),
                figure: t('export.figure'),
                unit: t('export.unit'),
                definition: t('export.definition'),
              })
            }
          />
        </Group>
      }
    >
      {body}
    </RangedScreen>
  );
}
