import { useTranslation } from 'react-i18next';
import { RangedScreen } from '@/features/rangePicker/components/RangedScreen';
import { useRangeWindow } from '@/features/rangePicker/hooks/useRangeWindow';
import { rangedTexts } from '@/features/rangePicker/utils/rangedTexts';
import { usePlantViewList } from '@/features/series/api/getPlantViewList';
import { useUserSettings } from '@/features/settings/api/getUserSettings';
import { useScreen } from '@/app/router/useScreen';
import { useSession } from '@/features/auth';
import { useDisplayTimezone } from '@/features/shell/hooks/useDisplayTimezone';
import { usePowerPrices } from '../api/getPowerPrices';
import { PriceForecastDownload } from './PriceForecastDownload';
import { RegionPricesCard } from './RegionPricesCard';
import { ThresholdsEditor } from './ThresholdsEditor';
import { QueryView } from '@/ui/QueryView';
import { cardStates } from '@/ui/SkeletonCards';
import { UpgradeAlert } from '@/features/productModules/components/UpgradeAlert';
import { useGatedPlants } from '@/features/productModules/hooks/useGatedPlants';

/** Power market (/{env}/power-prices/{portfolioId}): day-ahead, realised and forecast prices per region, with alert thresholds. */
export function PowerPricesPage() {
  const { t } = useTranslation('prices');
  const { portfolioId } = useScreen('powerPrices').params;
  const plants = usePlantViewList(portfolioId);
  const zone = useDisplayTimezone({ portfolioPlants: plants.data?.map((p) => p.timezone) });
  const { rangeParam, window } = useRangeWindow(zone.timezone);
  const prices = usePowerPrices(portfolioId, window);
  const settings = useUserSettings();
  const thresholds = settings.data?.powerMarketAlertThresholds ?? {};
  const { user } = useSession();
  // forecasts are what Price Forecast sells: plants without it get the upgrade alert, and the
  // server leaves their regions' forecasts out (and refuses the download when no plant has it)
  const forecasts = useGatedPlants(portfolioId, 'priceForecasts');

  const body = (
    <QueryView
      query={prices}
      {...cardStates(t, { heights: [120, 300], failed: 'failed', empty: 'noRegions', testId: 'prices' })}
    >
      {(regions) => (
        <>
          {forecasts.gated.map((p) => (
            <UpgradeAlert key={p.plant_view_id} portfolioId={portfolioId} plant={p} feature="priceForecasts" />
          ))}
          <ThresholdsEditor regions={regions} thresholds={thresholds} />
          {regions.map((region) => (
            <RegionPricesCard
              key={region.id}
              region={region}
              threshold={thresholds[region.id]}
              timezone={zone.timezone}
              refreshing={prices.isFetching && prices.isPlaceholderData}
            />
          ))}
        </>
      )}
    </QueryView>
  );
  return (
    <RangedScreen
      {...rangedTexts(t, zone.timezone)}
      rangeParam={rangeParam}
      aside={
        user?.isAdmin && forecasts.anyAvailable ? (
          <PriceForecastDownload portfolioId={portfolioId} window={window} />
        ) : undefined
      }
    >
      {body}
    </RangedScreen>
  );
}
