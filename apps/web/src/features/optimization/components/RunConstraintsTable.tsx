import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { constraintType, type OptimizationRun } from '@penstock/domain';
import { displayUnit } from '@/features/series/utils/formatValue';
import { RowsTable } from '@/ui/RowsTable';
import { RunInputSection } from './RunInputSection';

/**
 * The constraints a run held (issue 12): per constraint the hours it applied, and once solved whether
 * the plan kept it or where, by how much and at what price it had to break it, with its marginal cost.
 */
export function RunConstraintsTable({
  run,
  timezone,
  currency = 'EUR',
}: {
  run: OptimizationRun;
  timezone: string;
  /** the plant's (ISO 4217) */
  currency?: string;
}) {
  const symbol = { currency: displayUnit(currency) };
  const { t, i18n } = useTranslation('optimization');
  const list = run.inputs.constraints;
  if (!list) return null;
  const n = (x: number, d = 2) => x.toLocaleString(i18n.language, { maximumFractionDigits: d });
  const when = new Intl.DateTimeFormat(i18n.language, { timeZone: timezone, dateStyle: 'short', timeStyle: 'short' });
  return (
    <RunInputSection input="constraints" count={list.length}>
      <Table.ScrollContainer minWidth={820}>
        <RowsTable
          fz="sm"
          verticalSpacing={6}
          rows={list}
          rowKey={(c) => c.id}
          rowProps={(c) => ({ 'data-run-constraint': c.id, 'data-broken': isBroken(c) })}
          columns={[
            { key: 'component', header: t('constraints.component'), cell: (c) => c.constrainable_name },
            {
              key: 'type',
              header: t('constraints.type'),
              cell: (c) => constraintType(c.type_name)?.display_name ?? c.type_name,
            },
            {
              key: 'tier',
              header: t('constraints.tier'),
              cell: (c) => t(`constraints.tiers.${c.tier}`, { defaultValue: c.tier }),
            },
            { key: 'hours', header: t('constraints.hours'), align: 'right', cell: (c) => c.active_hours },
            { key: 'result', header: t('constraints.result'), cell: (c) => result(c.outcome) },
            {
              key: 'penalty',
              header: t('constraints.penalty', symbol),
              align: 'right',
              cell: (c) => (c.outcome ? n(c.outcome.cost_eur) : ''),
            },
            // EUR per unit of the constraint's own quantity and hour; start and stop costs are prices, not limits: none
            {
              key: 'shadow',
              header: t('constraints.shadow'),
              align: 'right',
              cell: ({ outcome: o }) =>
                !o
                  ? ''
                  : o.count !== undefined
                    ? '—'
                    : t('constraints.shadowValue', { ...symbol, value: n(o.shadow_price), unit: displayUnit(o.unit) }),
            },
          ]}
        />
      </Table.ScrollContainer>
    </RunInputSection>
  );

  /** Kept (or how often it was counted), broken with where and by how much, or still pending. */
  function result(o: Outcome) {
    if (!o)
      return (
        <Text size="sm" c="dimmed">
          {t('constraints.pending')}
        </Text>
      );
    if (o.broken_hours > 0)
      return (
        <Badge color="red" variant="light" style={{ textTransform: 'none' }}>
          {t('constraints.broken', {
            hours: o.broken_hours,
            from: when.format(o.from!),
            to: when.format(o.to!),
            worst: n(o.worst),
            unit: displayUnit(o.unit),
          })}
        </Badge>
      );
    return (
      <Badge color="green" variant="light">
        {o.count !== undefined ? t('constraints.count', { count: o.count }) : t('constraints.kept')}
      </Badge>
    );
  }
}

type RunConstraint = NonNullable<OptimizationRun['inputs']['constraints']>[number];
type Outcome = RunConstraint['outcome'];
const isBroken = (c: RunConstraint) => !!c.outcome && c.outcome.broken_hours > 0;
