import { Box, Card, Group, NavLink, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { controlUnitFieldsSchema, hydroBodyFieldsSchema, type PlantRights } from '@penstock/domain';
import { endpoints } from '@/api/endpoints';
import { EntityForm } from '@/ui/form/EntityForm';
import { FormNumberField } from '@/ui/form/FormNumberField';
import { QueryView } from '@/ui/QueryView';
import { useComponents, useHeadData, usePlantWrite, type PlantScope } from '../api/plantApi';
import type { TableKind } from '../utils/pointTableRows';
import { HeadPlantsPanel } from './HeadPlantsPanel';
import { HeadSeatCard } from './HeadSeatCard';
import { PowerModelBadge } from './PowerModelBadge';
import { usePlantLocation } from '../hooks/usePlantLocation';
import { ChangeHistory } from './ChangeHistory';
import { ViewSwitch } from './ViewSwitch';
import { PointTableEditor } from './PointTableEditor';
import { COMPONENT_TOASTS } from '../utils/componentToasts';
import type { Body, Unit } from '../utils/componentTypes';

const bodyStatic = hydroBodyFieldsSchema.pick({
  min_level: true,
  max_level: true,
  min_content: true,
  max_content: true,
});
const unitStatic = controlUnitFieldsSchema
  .pick({
    p_min: true,
    p_max: true,
    q_min: true,
    q_max: true,
    pump_p_min: true,
    pump_p_max: true,
    pump_q_min: true,
    pump_q_max: true,
    droop_percent: true,
  })
  .extend({ gate_min: z.number().min(0).nullable(), gate_max: z.number().min(0).nullable() });
/** The tables of a component: its point table and (turbines, pumps) the head model's efficiency curves (issue 23). */
const tablesOf = (type: string): TableKind[] =>
  type === 'RESERVOIR'
    ? ['level-to-content']
    : type === 'GATE'
      ? ['opening-to-throughput']
      : type === 'DOWNSTREAM'
        ? []
        : type === 'TURBINE'
          ? ['flow-to-power', 'turb-eff-curves', 'gen-eff-curve']
          : type === 'PUMP'
            ? ['flow-to-power', 'pump-eff-curves']
            : ['flow-to-power', 'turb-eff-curves', 'gen-eff-curve', 'pump-eff-curves'];
/** The entry of the component list that shows the head plants (not a component id: those carry their plant's prefix). */
const HEAD_PLANTS = '~head-plants';

/**
 * Static data: per component (query `component`) its limits (subtab `fields`) and its point table
 * (subtab = the table's kind), the table beside its chart or one of them alone (query `view`).
 */
export function StaticDataTab({ scope, rights }: { scope: PlantScope; rights: PlantRights }) {
  const { t } = useTranslation('plants');
  const location = usePlantLocation();
  const components = useComponents(scope);
  const head = useHeadData(scope);
  return (
    <QueryView
      query={components}
      errorText={t('topology.loadFailed')}
      retryLabel={t('retry')}
      isEmpty={(c) => c.hydro_bodies.length + c.control_units.length === 0}
      empty={t('topology.none')}
    >
      {(c) => {
        const all: (Body | Unit)[] = [...c.hydro_bodies, ...c.control_units];
        const onHeadPlants = location.component === HEAD_PLANTS;
        const selected = all.find((x) => x.id === location.component) ?? all[0]!;
        const tables = tablesOf(selected.type);
        // a point-table subtab of another kind (another component's bookmark) shows the limits
        const subtab = tables.find((k) => k === location.subtab) ?? 'fields';
        // on a table, the next component shows the same kind of table, else its own first one (a reservoir's
        // level-to-content -> a turbine's flow-to-power)
        const pickComponent = (x: Body | Unit) => {
          const theirs = tablesOf(x.type);
          const next = subtab === 'fields' ? null : theirs.includes(subtab) ? subtab : (theirs[0] ?? null);
          location.go({ component: x.id, subtab: next });
        };
        const modelOf = (id: string) => head.data?.units.find((u) => u.control_unit_id === id)?.power_model;
        return (
          <Group align="flex-start" wrap="nowrap" gap="lg">
            <Stack gap={0} w={240} style={{ flexShrink: 0 }} role="tablist" aria-label={t('static.pick')}>
              {all.map((x) => (
                <NavLink
                  key={x.id}
                  label={x.name}
                  description={`${x.type} · ${x.id}`}
                  active={!onHeadPlants && x.id === selected.id}
                  onClick={() => pickComponent(x)}
                  role="tab"
                  aria-selected={!onHeadPlants && x.id === selected.id}
                  rightSection={modelOf(x.id) === 'HEAD' ? <PowerModelBadge model="HEAD" compact /> : undefined}
                />
              ))}
              <NavLink
                label={t('head.plantsNav')}
                description={t('head.plantsNavHelp', { count: head.data?.plants.length ?? 0 })}
                active={onHeadPlants}
                onClick={() => location.go({ component: HEAD_PLANTS, subtab: null, view: null })}
                role="tab"
                aria-selected={onHeadPlants}
                data-testid="head-plants-nav"
              />
            </Stack>
            {onHeadPlants ? (
              <div style={{ flex: 1, minWidth: 0 }}>
                {head.data && <HeadPlantsPanel scope={scope} head={head.data} canWrite={rights.editStaticData} />}
              </div>
            ) : (
              <Tabs
                value={subtab}
                onChange={(next) => next && location.go({ subtab: next === 'fields' ? null : next, view: null })}
                keepMounted={false}
                style={{ flex: 1, minWidth: 0 }}
              >
                {/* the view switch wraps below the tables' tabs, at the right, rather than being cut off */}
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Tabs.List>
                    <Tabs.Tab value="fields">{t('static.fieldsTab')}</Tabs.Tab>
                    {tables.map((k) => (
                      <Tabs.Tab key={k} value={k}>
                        {t(`static.title.${k}`)}
                      </Tabs.Tab>
                    ))}
                  </Tabs.List>
                  {subtab !== 'fields' && (
                    <Box ml="auto">
                      <ViewSwitch texts="static" views={['table', 'chart']} />
                    </Box>
                  )}
                </Group>
                <Tabs.Panel value="fields" pt="md">
                  <Stack gap="md">
                    <StaticFields
                      key={`${selected.id}-${selected.version}`}
                      scope={scope}
                      component={selected}
                      canWrite={rights.editStaticData}
                    />
                    {head.data && tables.includes('flow-to-power') && (
                      <HeadSeatCard
                        key={`${selected.id}-${head.data.units.find((u) => u.control_unit_id === selected.id)?.version}`}
                        scope={scope}
                        head={head.data}
                        unitId={selected.id}
                        canWrite={rights.editStaticData}
                      />
                    )}
                  </Stack>
                </Tabs.Panel>
                {tables.map((k) => (
                  <Tabs.Panel key={k} value={k} pt="md">
                    <PointTableEditor
                      scope={scope}
                      kind={k}
                      componentId={selected.id}
                      canWrite={rights.editStaticData}
                      view={location.view === 'table' || location.view === 'chart' ? location.view : null}
                    />
                  </Tabs.Panel>
                ))}
              </Tabs>
            )}
          </Group>
        );
      }}
    </QueryView>
  );
}

function StaticFields({
  scope,
  component,
  canWrite,
}: {
  scope: PlantScope;
  component: Body | Unit;
  canWrite: boolean;
}) {
  const { t } = useTranslation('plants');
  const isBody = component.type === 'RESERVOIR' || component.type === 'DOWNSTREAM';
  const kind = isBody ? 'hydro-body' : 'control-unit';
  const texts = COMPONENT_TOASTS[kind];
  const save = usePlantWrite<Record<string, unknown>, unknown>(scope, {
    method: 'PUT',
    path: () => endpoints.plantAdmin.component(scope.portfolioId, scope.plantViewId, kind, component.id),
    body: (v) => ({ ...v, version: component.version }),
    toasts: { success: texts.updated, error: { title: texts.title, generic: texts.generic.updated } },
  });
  if (isBody) {
    const b = component as Body;
    return (
      <Card withBorder>
        <LimitsHeading scope={scope} kind={kind} component={b} />
        <EntityForm
          schema={bodyStatic}
          values={fieldsOf(bodyStatic, b)}
          canWrite={canWrite}
          onSubmit={(v) => save.mutateAsync(v)}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <FormNumberField name="min_level" label={t('component.minLevel')} />
            <FormNumberField name="max_level" label={t('component.maxLevel')} />
            <FormNumberField name="min_content" label={t('component.minContent')} thousandSeparator=" " />
            <FormNumberField name="max_content" label={t('component.maxContent')} thousandSeparator=" " />
          </SimpleGrid>
        </EntityForm>
      </Card>
    );
  }
  const u = component as Unit;
  const pump = u.type === 'PUMP' || u.type === 'PUMP_TURBINE';
  return (
    <Card withBorder>
      <LimitsHeading scope={scope} kind={kind} component={u} />
      <Text size="xs" c="dimmed" mb="xs">
        {u.type}
      </Text>
      <EntityForm
        schema={unitStatic}
        values={{
          ...fieldsOf(unitStatic.omit({ gate_min: true, gate_max: true }), u),
          gate_min: u.gate_opening_cm_extrema?.[0] ?? null,
          gate_max: u.gate_opening_cm_extrema?.[1] ?? null,
        }}
        canWrite={canWrite}
        onSubmit={({ gate_min, gate_max, ...v }) =>
          save.mutateAsync({
            ...v,
            ...(u.type === 'GATE'
              ? { gate_opening_cm_extrema: gate_min !== null && gate_max !== null ? [gate_min, gate_max] : null }
              : {}),
          })
        }
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {u.type !== 'GATE' && <FormNumberField name="p_min" label={t('component.pMin')} />}
          {u.type !== 'GATE' && <FormNumberField name="p_max" label={t('component.pMax')} />}
          <FormNumberField name="q_min" label={t('component.qMin')} />
          <FormNumberField name="q_max" label={t('component.qMax')} />
          {pump && <FormNumberField name="pump_p_min" label={t('component.pumpPMin')} />}
          {pump && <FormNumberField name="pump_p_max" label={t('component.pumpPMax')} />}
          {pump && <FormNumberField name="pump_q_min" label={t('component.pumpQMin')} />}
          {pump && <FormNumberField name="pump_q_max" label={t('component.pumpQMax')} />}
          {(u.type === 'TURBINE' || u.type === 'PUMP_TURBINE') && (
            <FormNumberField name="droop_percent" label={t('component.droop')} />
          )}
          {u.type === 'GATE' && <FormNumberField name="gate_min" label={t('component.gateMin')} />}
          {u.type === 'GATE' && <FormNumberField name="gate_max" label={t('component.gateMax')} />}
        </SimpleGrid>
      </EntityForm>
    </Card>
  );
}

/** A component's limits card heading: which component, and its change history. */
function LimitsHeading({
  scope,
  kind,
  component,
}: {
  scope: PlantScope;
  kind: 'hydro-body' | 'control-unit';
  component: Body | Unit;
}) {
  const { t } = useTranslation('plants');
  return (
    <Group justify="space-between" mb="sm">
      <Title order={4} size="h5">
        {t('static.limits')}: {component.name}
      </Title>
      <ChangeHistory scope={scope} path={`${kind}/${component.id}/history`} title={component.name} />
    </Group>
  );
}

/** The values of a form over `schema`'s fields, read from the component. */
function fieldsOf<S extends z.ZodObject>(schema: S, component: Body | Unit): z.input<S> {
  const row = component as Record<string, unknown>;
  return Object.fromEntries(Object.keys(schema.shape).map((k) => [k, row[k]])) as z.input<S>;
}
