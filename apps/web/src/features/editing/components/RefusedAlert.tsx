import { useTranslation } from 'react-i18next';
import type { RefusedCell } from '../utils/refusedCells';
import { CellListAlert } from './CellListAlert';

/** Why a save was refused, cell by cell (e.g. a power the unit cannot reach): nothing was saved. */
export function RefusedAlert({ refused, timeLabel }: { refused: RefusedCell[]; timeLabel: (ts: number) => string }) {
  const { t } = useTranslation('editing');
  return (
    <CellListAlert
      title={t('refused.title')}
      intro={t('refused.intro')}
      lines={refused.map(({ cell, message }) => ({
        key: `${cell.component_id}|${cell.quantity}|${cell.ts}`,
        text: t('refused.line', { time: timeLabel(cell.ts), reason: message }),
      }))}
      testId="refused-alert"
    />
  );
}
