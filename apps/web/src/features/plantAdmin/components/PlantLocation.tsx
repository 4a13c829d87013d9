import { Group, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useComponents, type PlantScope } from '../api/plantApi';

/**
 * The plant's location as the map places it: the first hydro body with both coordinates,
 * reservoirs first (the server's plant-view locations rule). It is edited per hydro body on the
 * Topology tab, so here it is shown, with where it comes from.
 */
export function PlantLocation({ scope }: { scope: PlantScope }) {
  const { t, i18n } = useTranslation('plants');
  const components = useComponents(scope);
  const bodies = [...(components.data?.hydro_bodies ?? [])].sort(
    (a, b) => Number(a.type === 'DOWNSTREAM') - Number(b.type === 'DOWNSTREAM') || a.id.localeCompare(b.id),
  );
  const at = bodies.find((b) => b.latitude !== null && b.longitude !== null);
  const deg = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 4, maximumFractionDigits: 4 });
  const text = at
    ? t('general.locationAt', {
        lat: `${deg.format(Math.abs(at.latitude!))}° ${at.latitude! >= 0 ? 'N' : 'S'}`,
        lon: `${deg.format(Math.abs(at.longitude!))}° ${at.longitude! >= 0 ? 'E' : 'W'}`,
        body: at.name,
      })
    : t('general.noLocation');
  return (
    <Group gap={6} wrap="nowrap" data-testid="plant-location">
      <IconMapPin size={16} aria-hidden />
      <Text size="sm">
        <Text span fw={600} size="sm">
          {t('field.location')}:{' '}
        </Text>
        {components.isPending ? '…' : text}
      </Text>
    </Group>
  );
}
