import { Alert, Button, Card, Group, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { plantUpdateSchema, TERMINAL_WATER_VALUE_METHODS, type PlantRights, type PlantState } from '@penstock/domain';
import { endpoints, type PlantAdminPath } from '@/api/endpoints';
import { FormNumberField } from '@/ui/form/FormNumberField';
import { FormSelectField } from '@/ui/form/FormSelectField';
import { QueryView } from '@/ui/QueryView';
import { ReadOnlyField } from '@/ui/ReadOnlyField';
import { FrozenChecksPanel } from '@/features/liveData/components/FrozenChecksPanel';
import { MessageAlert } from './MessageAlert';
import { PlantLocation } from './PlantLocation';
import { PlantMarketForm } from './PlantMarketForm';
import { PlantNameForm } from './PlantNameForm';
import { CardHeading } from './CardHeading';
import { ParameterSection, SETTINGS_TOASTS } from './ParameterSection';
import { SettingsSection } from './SettingsSection';
import { useCompleteness, usePlantHistory, usePlantWrite, type PlantScope } from '../api/plantApi';
import { usePriceRegions } from '../api/plantsAdminApi';
import { ANALYTICS_DOC, NOMINATION_DOC, STRATEGY_DOC } from '../utils/parameterDocs';
import type { PlantTabProps } from './plantTabProps';

/** General: name, zone, price region and forecast source, plant state, nomination, strategy, analytics, completeness. */
export function GeneralTab({ scope, settings, rights }: PlantTabProps) {
  const { t } = useTranslation('plants');
  const regions = usePriceRegions();
  const completeness = useCompleteness(scope);
  const of = (what: PlantAdminPath) => () => endpoints.plantAdmin.of(scope.portfolioId, scope.plantViewId, what);
  const update = usePlantWrite<z.infer<typeof plantUpdateSchema>, unknown>(scope, {
    method: 'PUT',
    path: of('settings'),
    body: (v) => ({ ...v, version: settings.version }),
    toasts: SETTINGS_TOASTS,
  });
  const rename = usePlantWrite<{ name: string }, unknown>(scope, {
    method: 'PUT',
    path: of('rename'),
    body: (v) => ({ id: scope.plantViewId, name: v.name, version: settings.version }),
    toasts: SETTINGS_TOASTS,
  });

  return (
    <Stack gap="lg">
      <QueryView query={completeness} pending={null}>
        {(c) =>
          c.complete ? (
            <Alert color="green" variant="light" data-testid="plant-complete">
              {t('general.complete')}
            </Alert>
          ) : (
            <MessageAlert
              color="orange"
              title={t('general.incomplete')}
              testId="plant-incomplete"
              messages={c.missing}
            />
          )
        }
      </QueryView>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <SettingsSection scope={scope} title={t('general.settings')} historyPath="history">
          <PlantNameForm
            key={`name-${settings.version}`}
            name={settings.name}
            canWrite={rights.editPlantSettings}
            onSubmit={(v) => rename.mutateAsync(v)}
          />
          <PlantMarketForm
            key={`settings-${settings.version}`}
            settings={settings}
            regions={regions.data ?? []}
            canWrite={rights.editPlantSettings}
            onSubmit={(v) => update.mutateAsync(v)}
          />
          <PlantLocation scope={scope} />
        </SettingsSection>
        <PlantStateCard scope={scope} settings={settings} rights={rights} />
        <ParametersCards scope={scope} rights={rights} />
        <FrozenChecksPanel scope={scope} rights={rights} />
      </SimpleGrid>
    </Stack>
  );
}

function PlantStateCard({ scope, settings, rights }: PlantTabProps) {
  const { t, i18n } = useTranslation('plants');
  const [next, setNext] = useState<string | null>(null);
  const history = usePlantHistory(scope, 'plant-state/history', true);
  // in the plant's market zone, as the history dialog shows its times
  const when = new Intl.DateTimeFormat(i18n.language, {
    timeZone: settings.market_timezone,
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const move = usePlantWrite<PlantState, unknown>(scope, {
    method: 'PUT',
    path: () => endpoints.plantAdmin.of(scope.portfolioId, scope.plantViewId, 'plant-state'),
    body: (plant_state) => ({ plant_state, version: settings.version }),
    toasts: {
      success: (_d, s) => `The plant is now ${s}`,
      error: { title: 'Settings could not be saved', generic: 'The settings could not be saved due to an error' },
    },
  });
  return (
    <Card withBorder>
      <Stack gap="sm">
        <CardHeading title={t('general.state')} help={t('general.stateHelp')} />
        <Group align="flex-end">
          <ReadOnlyField readOnly={!rights.editPlantState}>
            <Select
              label={t('general.moveTo')}
              data={settings.next_states}
              value={next}
              onChange={setNext}
              disabled={!rights.editPlantState}
              w={200}
              data-testid="next-state"
            />
          </ReadOnlyField>
          <Button
            disabled={!next || !rights.editPlantState}
            loading={move.isPending}
            onClick={() => next && move.mutate(next as PlantState, { onSuccess: () => setNext(null) })}
          >
            {t('general.move')}
          </Button>
        </Group>
        <Text fw={600} size="sm">
          {t('general.history')}
        </Text>
        <QueryView query={history} empty={t('general.noHistory')} pending={null}>
          {(h) => (
            <Table fz="sm">
              <Table.Tbody>
                {h.slice(0, 8).map((e) => (
                  <Table.Tr key={e.version}>
                    <Table.Td>
                      {String((e.changes.plant_state as { from: unknown })?.from ?? '')} →{' '}
                      {String((e.changes.plant_state as { to: unknown })?.to ?? '')}
                    </Table.Td>
                    <Table.Td>{e.changed_by}</Table.Td>
                    <Table.Td>{when.format(e.changed_at)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </QueryView>
      </Stack>
    </Card>
  );
}

function ParametersCards({ scope, rights }: { scope: PlantScope; rights: PlantRights }) {
  const { t } = useTranslation('plants');
  return (
    <>
      <ParameterSection scope={scope} rights={rights} doc={NOMINATION_DOC}>
        <Group grow>
          <FormNumberField name="day_ahead_bid_completion_hour" label={t('general.bidHour')} min={0} max={23} />
          <FormNumberField name="day_ahead_bid_completion_minute" label={t('general.bidMinute')} min={0} max={59} />
        </Group>
      </ParameterSection>
      <ParameterSection scope={scope} rights={rights} doc={STRATEGY_DOC}>
        <FormNumberField name="water_value_factor_percent" label={t('general.factor')} min={10} max={1000} />
      </ParameterSection>
      <ParameterSection scope={scope} rights={rights} doc={ANALYTICS_DOC}>
        <FormNumberField name="horizon_hours" label={t('general.horizon')} min={24} max={8784} />
        <FormSelectField
          name="terminal_water_value_method"
          label={t('general.method')}
          data={TERMINAL_WATER_VALUE_METHODS.map((m) => ({ value: m, label: t(`method.${m}`) }))}
          allowDeselect={false}
        />
        <FormNumberField name="terminal_water_value_eur_mwh" label={t('general.fixedValue')} min={0} />
      </ParameterSection>
    </>
  );
}
