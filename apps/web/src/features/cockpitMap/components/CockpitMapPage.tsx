import { Grid, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMapOff } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlantView } from '@penstock/domain';
import { PageHeader } from '@/features/shell/components/PageHeader';
import { useScreen } from '@/app/router/useScreen';
import { routeHref } from '@/features/shell/utils/routeHref';
import { QueryView } from '@/ui/QueryView';
import { usePlantViewList } from '@/features/series/api/getPlantViewList';
import { useCountries } from '../hooks/useCountries';
import { useStickySelection } from '../hooks/useStickySelection';
import { locatedPlants } from '../utils/mapFrame';
import { PlantList } from './PlantList';
import { PlantMap } from './PlantMap';
import { PlantSidePanel } from './PlantSidePanel';

/** Cockpit map (/{env}/map/{portfolioId}): where the portfolio's plants are, and a way into each cockpit. */
export function CockpitMapPage() {
  const { t } = useTranslation('map');
  const {
    env,
    params: { portfolioId },
    search,
  } = useScreen('cockpitMap');
  const router = useRouter();
  const plants = usePlantViewList(portfolioId);
  const countries = useCountries();
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const selected = useStickySelection(highlighted);

  const open = (plant: PlantView) =>
    void router.navigate({ href: routeHref(env, 'cockpitCharts', { portfolioId, plantViewId: plant.id }, search) });

  const body = (
    <QueryView
      query={plants}
      pending={
        <Grid data-testid="map-loading" aria-busy>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Skeleton h={480} radius="md" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="xs">
              {[0, 1, 2, 3, 4].map((i) => (
                <Skeleton key={i} h={56} radius="md" />
              ))}
            </Stack>
          </Grid.Col>
        </Grid>
      }
      errorText={t('error')}
      empty={
        <Paper withBorder p="xl" radius="md">
          <Stack align="center" gap="xs" py="xl">
            <IconMapOff size={36} aria-hidden color="var(--mantine-color-secondary-5)" />
            <Text fw={600}>{t('empty')}</Text>
          </Stack>
        </Paper>
      }
    >
      {(list) => {
        const located = locatedPlants(list);
        const selectedPlant = list.find((p) => p.id === selected);
        return (
          <Grid>
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Paper withBorder radius="md" p={4} pos="relative">
                <PlantMap
                  plants={located}
                  countries={countries.data}
                  highlighted={highlighted}
                  onHighlight={setHighlighted}
                  onOpen={open}
                  label={t('mapLabel')}
                />
                {countries.isError && (
                  <Text size="xs" c="dimmed" pos="absolute" bottom={8} left={12}>
                    {t('outlinesFailed')}
                  </Text>
                )}
              </Paper>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Stack gap="md">
                <Title order={2} size="h4">
                  {t('plants', { count: list.length })}
                </Title>
                <PlantList plants={list} highlighted={highlighted} onHighlight={setHighlighted} onOpen={open} />
                {selectedPlant && <PlantSidePanel portfolioId={portfolioId} plant={selectedPlant} onOpen={open} />}
              </Stack>
            </Grid.Col>
          </Grid>
        );
      }}
    </QueryView>
  );

  return (
    <Stack gap="lg">
      <PageHeader />
      {body}
    </Stack>
  );
}
