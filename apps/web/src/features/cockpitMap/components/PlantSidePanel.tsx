import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PlantView } from '@penstock/domain';
import { TopologyPanel } from '@/features/topology/components/TopologyPanel';

/** The plant last hovered or focused on the map: its name, a way into its cockpit and its topology. */
export function PlantSidePanel({
  portfolioId,
  plant,
  onOpen,
}: {
  portfolioId: string;
  plant: PlantView;
  onOpen: (p: PlantView) => void;
}) {
  const { t } = useTranslation('map');
  return (
    <Paper withBorder radius="md" p="sm" data-testid="map-side-panel">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <div>
            <Text fw={700}>{plant.name}</Text>
            <Text size="xs" c="dimmed">
              {plant.physical_plant.name} · {plant.physical_plant.internal_id}
            </Text>
          </div>
          <Button
            size="xs"
            variant="light"
            rightSection={<IconArrowRight size={14} aria-hidden />}
            onClick={() => onOpen(plant)}
          >
            {t('openCockpit')}
          </Button>
        </Group>
        <TopologyPanel
          key={plant.id}
          portfolioId={portfolioId}
          plantViewId={plant.id}
          selectionMode="local"
          height={300}
        />
      </Stack>
    </Paper>
  );
}
