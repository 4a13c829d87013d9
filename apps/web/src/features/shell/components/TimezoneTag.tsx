import { Badge, Tooltip, UnstyledButton } from '@mantine/core';
import { lazyPage } from '@/app/router/lazyPage';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle, IconClock } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlantViews } from '@/features/portfolios/api/getPlantViews';
import { useCurrentRoute } from '../hooks/useCurrentRoute';
import { useDisplayTimezone } from '../hooks/useDisplayTimezone';
import { useScreenTimezone } from '../hooks/useScreenTimezone';

// Only shown when the fallback zone is in use: loaded then.
const FallbackZoneDialog = lazyPage(() =>
  import('./FallbackZoneDialog').then((m) => ({ default: m.FallbackZoneDialog })),
);

/**
 * The zone of every time on screen; with a warning dialog when the fallback zone is in use. A screen
 * that decides its own zone (Actions) declares it; one that shows no times has no tag.
 */
export function TimezoneTag() {
  const { t } = useTranslation('shell');
  const { params } = useCurrentRoute();
  const plants = usePlantViews(params.portfolioId);
  // Market zones only count on screens about a portfolio; elsewhere the user's zone applies.
  const ruled = useDisplayTimezone(
    params.portfolioId && plants.data
      ? {
          plant: plants.data.find((p) => p.id === params.plantViewId)?.timezone,
          portfolioPlants: plants.data.map((p) => p.timezone),
        }
      : undefined,
  );
  const declared = useScreenTimezone();
  const zone = declared ? { ...ruled, ...declared } : ruled;
  const [opened, { open, close }] = useDisclosure(false);
  if (declared === null) return null;
  const fallback = zone.source === 'fallback';
  const tag = (
    <Badge
      variant={fallback ? 'filled' : 'light'}
      color={fallback ? 'caution.9' : 'secondary'}
      size="lg"
      radius="sm"
      tt="none"
      leftSection={fallback ? <IconAlertTriangle size={14} aria-hidden /> : <IconClock size={14} aria-hidden />}
    >
      {zone.timezone}
    </Badge>
  );
  if (!fallback)
    return (
      <Tooltip label={t(`timezone.source.${zone.source}`)}>
        <span tabIndex={0} aria-label={`${t('timezone.label')}: ${zone.timezone}`}>
          {tag}
        </span>
      </Tooltip>
    );
  return (
    <>
      <UnstyledButton
        onClick={open}
        aria-label={`${t('timezone.label')}: ${zone.timezone}. ${t('timezone.fallbackTitle')}`}
      >
        {tag}
      </UnstyledButton>
      {opened && (
        <Suspense fallback={null}>
          <FallbackZoneDialog zone={zone.timezone} browserZone={zone.browserZone} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
