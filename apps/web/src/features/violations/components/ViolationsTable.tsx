import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Violation } from '@penstock/domain';
import { ListScreen } from '@/ui/list/ListScreen';
import { violationColumns } from './violationColumns';

/** One table of violations (upcoming or past), sortable, with its CSV export. */
export function ViolationsTable({
  rows,
  zone,
  empty,
  testId,
  fileName,
}: {
  rows: readonly Violation[];
  zone: string;
  empty: string;
  testId: string;
  fileName: string;
}) {
  const { t, i18n } = useTranslation('violations');
  // the money columns only where a row is priced (grid reserve shortfall), never two blank columns
  const priced = rows.some((v) => v.penalty_cost !== undefined);
  const columns = useMemo(() => {
    const all = violationColumns(t, i18n.language, zone);
    return priced ? all : all.filter((c) => c.key !== 'penaltyPrice' && c.key !== 'penaltyCost');
  }, [t, i18n.language, zone, priced]);
  const query = useMemo(
    () => ({ isPending: false, isError: false, error: null, data: rows, refetch: () => undefined }),
    [rows],
  );
  return (
    <ListScreen
      route="violations"
      query={query}
      columns={columns}
      rowKey={(v) => v.id}
      rowProps={(v) => ({ 'data-violation': v.constraint_id })}
      export={{ fileName }}
      texts={{ table: fileName, empty }}
      testId={testId}
      emptyTestId={`${testId}-empty`}
      minWidth={900}
    />
  );
}
