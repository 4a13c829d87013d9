import { useTranslation } from 'react-i18next';
import type { OptimizationRun } from '@penstock/domain';
import { RowsTable } from '@/ui/RowsTable';
import { RunInputSection } from './RunInputSection';

/** The maintenance outages a run held as unit availability (issue 13): unit, span, remaining power, hours. */
export function RunOutagesTable({ run, timezone }: { run: OptimizationRun; timezone: string }) {
  const { t, i18n } = useTranslation('optimization');
  const list = run.inputs.outages;
  if (!list) return null;
  const when = new Intl.DateTimeFormat(i18n.language, { timeZone: timezone, dateStyle: 'short', timeStyle: 'short' });
  return (
    <RunInputSection input="outages" count={list.length}>
      <RowsTable
        fz="sm"
        verticalSpacing={6}
        rows={list}
        rowKey={(o) => o.uuid}
        rowProps={(o) => ({ 'data-run-outage': o.uuid })}
        columns={[
          { key: 'name', header: t('outages.name'), cell: (o) => o.name },
          { key: 'unit', header: t('outages.unit'), cell: (o) => o.turbine_name },
          {
            key: 'span',
            header: t('outages.span'),
            cell: (o) => (
              <>
                {when.format(o.start_timestamp_millis)} –{' '}
                {o.end_timestamp_millis === null ? t('outages.never') : when.format(o.end_timestamp_millis)}
              </>
            ),
          },
          {
            key: 'remaining',
            header: t('outages.remaining'),
            align: 'right',
            cell: (o) => `${o.remaining_power.toLocaleString(i18n.language, { maximumFractionDigits: 3 })} MW`,
          },
          { key: 'hours', header: t('outages.hours'), align: 'right', cell: (o) => o.hours },
        ]}
      />
    </RunInputSection>
  );
}
