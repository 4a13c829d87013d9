import { Button, Skeleton, Stack, Tabs, Tooltip } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDataRange, type PlantView } from '@penstock/domain';
import { useScreen } from '@/app/router/useScreen';
import { usePortfolios } from '@/features/portfolios/api/getPortfolios';
import { useGatedPlants } from '@/features/productModules/hooks/useGatedPlants';
import { UpgradeAlert } from '@/features/productModules/components/UpgradeAlert';
import { RangedScreen } from '@/features/rangePicker/components/RangedScreen';
import { useRangeWindow } from '@/features/rangePicker/hooks/useRangeWindow';
import { rangedTexts } from '@/features/rangePicker/utils/rangedTexts';
import { usePlantViewList } from '@/features/series/api/getPlantViewList';
import { useDisplayTimezone } from '@/features/shell/hooks/useDisplayTimezone';
import { PortfolioPlantsView } from '@/features/portfolios/components/PortfolioPlantsView';
import { usePlantWriteCheck } from '@/features/portfolios/hooks/usePlantWriteCheck';
import { TabList } from '@/ui/TabList';
import { useGridReserves } from '../api/gridReservesApi';
import { useReserveUnits } from '../hooks/useReserveUnits';
import { ReserveDrawer } from './ReserveDrawer';
import { ReservePlanView } from './ReservePlanView';
import { ReserveTable } from './ReserveTable';

const NO_PLANTS: PlantView[] = [];
const TABS = ['list', 'plan'] as const;

/**
 * Reserves (/{env}/reserves/{portfolioId}; query tab, range, selected), issue 24: the grid reserves
 * (sold obligations and offers) of the portfolio's plants valid in the range, in a filtered table
 * with CSV export and a form with help and history (`selected`: a reserve's id), and per unit the
 * plan with the headroom and footroom its reserves keep (`tab=plan`). Grid reserves need the
 * grid_reserves product module per plant: each plant without it gets the 'upgrade' alert; the content
 * is shown while any plant has it, or when the module states cannot be read (the server refuses the
 * gated calls itself).
 */
export function ReservesPage() {
  const { t } = useTranslation('reserves');
  const { params, search, setSearch } = useScreen('reserves');
  const { portfolioId } = params;
  const scope = useMemo(() => ({ portfolioId }), [portfolioId]);
  const { pending, gated, anyAvailable } = useGatedPlants(portfolioId, 'gridReserves');
  const plantsQuery = usePlantViewList(portfolioId);
  const plants = plantsQuery.data ?? NO_PLANTS;
  const zone = useDisplayTimezone({ portfolioPlants: plantsQuery.data?.map((p) => p.timezone) });
  const { rangeParam, window } = useRangeWindow(zone.timezone);
  const reserves = useGridReserves(scope, window.startTs, window.endTs);
  const { units } = useReserveUnits(portfolioId, plants);
  const [creating, setCreating] = useState(false);
  const canWrite = usePlantWriteCheck(portfolioId, plants);
  const anyWritable = plants.some((p) => canWrite(p.id));
  const tab = (TABS as readonly string[]).includes(search.tab ?? '') ? (search.tab as (typeof TABS)[number]) : 'list';
  const selected = search.selected ? reserves.data?.find((r) => r.id === search.selected) : undefined;
  const portfolioName = usePortfolios().data?.find((p) => p.id === portfolioId)?.display_name || portfolioId;

  const newButton = (
    <Tooltip label={t('noPermission')} disabled={anyWritable}>
      <span>
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => setCreating(true)}
          disabled={!anyWritable || !units.length}
        >
          {t('new')}
        </Button>
      </span>
    </Tooltip>
  );

  const content = (
    <PortfolioPlantsView query={plantsQuery} t={t} emptyTestId="reserves-no-plants">
      <Stack gap="md" data-testid="reserves-content">
        <Tabs value={tab} onChange={(v) => setSearch({ tab: v === 'list' ? undefined : (v ?? undefined) })}>
          <TabList tabs={TABS} label={(k) => t(`tabs.${k}`)} />
        </Tabs>
        {tab === 'list' ? (
          <ReserveTable
            query={reserves}
            plants={plants}
            toolbar={newButton}
            exportName={t('exportName', { portfolio: portfolioName, period: formatDataRange(rangeParam.range) })}
          />
        ) : (
          <ReservePlanView scope={scope} plants={plants} units={units} range={rangeParam.range} window={window} />
        )}
      </Stack>
    </PortfolioPlantsView>
  );

  return (
    <RangedScreen {...rangedTexts(t, zone.timezone)} rangeParam={rangeParam}>
      {pending ? (
        <Skeleton h={120} radius="md" data-testid="reserves-pending" />
      ) : (
        <>
          {gated.map((p) => (
            <UpgradeAlert key={p.plant_view_id} portfolioId={portfolioId} plant={p} feature="gridReserves" />
          ))}
          {anyAvailable && content}
        </>
      )}
      {(creating || selected) && (
        <ReserveDrawer
          scope={scope}
          target={creating ? 'new' : selected!}
          units={units}
          canWrite={canWrite}
          onClose={() => {
            setCreating(false);
            setSearch({ selected: undefined });
          }}
        />
      )}
    </RangedScreen>
  );
}
