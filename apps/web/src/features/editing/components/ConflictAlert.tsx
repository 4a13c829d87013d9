import { useTranslation } from 'react-i18next';
import type { OverrideConflict } from '@penstock/domain';
import { formatDisplay } from '@/features/dataTable/utils/formatNumber';
import { CellListAlert } from './CellListAlert';

/** What a refused save found: each cell someone else changed since the table was loaded. */
export function ConflictAlert({
  conflicts,
  names,
  timeLabel,
}: {
  conflicts: OverrideConflict['conflicts'];
  names: ReadonlyMap<string, string>;
  timeLabel: (ts: number) => string;
}) {
  const { t } = useTranslation('editing');
  return (
    <CellListAlert
      title={t('conflicts.title')}
      intro={t('conflicts.intro')}
      lines={conflicts.map((c) => ({
        key: `${c.component_id}|${c.ts}`,
        text: t('conflicts.line', {
          component: names.get(c.component_id) ?? c.component_id,
          time: timeLabel(c.ts),
          value: c.current === null ? '—' : formatDisplay(c.current),
          by: c.override_by ?? t('conflicts.someone'),
        }),
      }))}
      testId="conflict-alert"
    />
  );
}
