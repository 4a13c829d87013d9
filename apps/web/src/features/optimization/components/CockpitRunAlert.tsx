import { useTranslation } from 'react-i18next';
import { runAlert } from '@penstock/domain';
import { useOptimizationRuns } from '../api/getOptimizationRuns';
import { RunAlertBanner } from './RunAlertBanner';

/**
 * The cockpit's alert when the plant's newest optimisation run failed or missed its target (e.g. the
 * hourly run failing on an override the unit cannot follow): the plan shown is then not a fresh one.
 * Loaded lazily after the first chart, like the other cockpit alerts.
 */
export default function CockpitRunAlert({
  portfolioId,
  plantViewId,
  zone,
  optimizationHref,
}: {
  portfolioId: string;
  plantViewId: string;
  zone: string;
  optimizationHref: string;
}) {
  const { t } = useTranslation('optimization');
  const runs = useOptimizationRuns(portfolioId, plantViewId);
  const alert = runAlert(runs.data ?? []);
  if (!alert) return null;
  return <RunAlertBanner alert={alert} timezone={zone} action={{ label: t('alert.open'), href: optimizationHref }} />;
}
