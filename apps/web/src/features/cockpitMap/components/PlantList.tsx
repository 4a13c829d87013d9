import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconMapPinOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PlantView } from '@penstock/domain';

const STATE_COLOR: Record<string, string> = { Live: 'positive', Review: 'info', Setup: 'caution', Draft: 'secondary' };

/** The plant views beside the map: name, plant state and time zone; hover, focus and click like the markers. */
export function PlantList({
  plants,
  highlighted,
  onHighlight,
  onOpen,
}: {
  plants: PlantView[];
  highlighted: string | null;
  onHighlight: (id: string | null) => void;
  onOpen: (plant: PlantView) => void;
}) {
  const { t } = useTranslation('map');
  return (
    <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('list')}>
      {plants.map((plant) => {
        const active = plant.id === highlighted;
        return (
          <li key={plant.id}>
            <UnstyledButton
              w="100%"
              p="sm"
              data-plant-row={plant.id}
              onMouseEnter={() => onHighlight(plant.id)}
              onMouseLeave={() => onHighlight(null)}
              onFocus={() => onHighlight(plant.id)}
              onBlur={() => onHighlight(null)}
              onClick={() => onOpen(plant)}
              style={{
                borderRadius: 8,
                border: `1px solid ${active ? 'var(--mantine-color-accent-6)' : 'var(--mantine-color-default-border)'}`,
                background: active ? 'var(--mantine-color-accent-light)' : undefined,
              }}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text fw={600} size="sm" truncate>
                  {plant.name}
                </Text>
                <Badge size="sm" variant="light" color={STATE_COLOR[plant.plant_state] ?? 'secondary'}>
                  {t(`state.${plant.plant_state}`, plant.plant_state)}
                </Badge>
              </Group>
              <Group gap={6} mt={2}>
                <Text size="xs" c="dimmed">
                  {plant.timezone}
                </Text>
                {!plant.location && (
                  <Group gap={2} c="dimmed">
                    <IconMapPinOff size={12} aria-hidden />
                    <Text size="xs">{t('noLocation')}</Text>
                  </Group>
                )}
              </Group>
            </UnstyledButton>
          </li>
        );
      })}
    </Stack>
  );
}
