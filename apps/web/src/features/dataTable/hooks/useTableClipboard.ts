import type { GridSelection } from '@glideapps/glide-data-grid';
import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '@/ui/notify';
import { parseClipboard, toTsv } from '../utils/clipboardText';
import { isInvalid, type CellEdit, type EditHistory } from '../utils/editHistory';
import { formatClipboard } from '../utils/formatNumber';
import { pasteEdits, withoutHeader } from '../utils/pasteEdits';
import { isCellEditable, shownValue, type DataTableModel } from '../utils/tableModel';
import { maxOf } from '@penstock/domain';

interface Args {
  wrapper: RefObject<HTMLElement | null>;
  model: DataTableModel;
  history: EditHistory;
  selection: GridSelection;
  apply: (edits: readonly CellEdit[]) => void;
  /** Selects the pasted block (data rows and columns). */
  select: (rect: { x: number; y: number; width: number; height: number }) => void;
}

/**
 * Copy and paste while the table has focus: tab-separated text out (numbers rounded to 8 decimals),
 * spreadsheet HTML tables or tab-separated text in, with the spec's toasts. Glide's own clipboard
 * handling is switched off so these rules hold in one place.
 */
export function useTableClipboard(args: Args) {
  const { t } = useTranslation('editing');
  const latest = useRef(args);
  latest.current = args;
  useEffect(() => {
    const focused = () => {
      const el = latest.current.wrapper.current;
      return !!el && !!document.activeElement && el.contains(document.activeElement);
    };
    const onCopy = (e: ClipboardEvent) => {
      if (!focused()) return;
      const { model, history, selection } = latest.current;
      const range = selection.current?.range;
      if (!range) return;
      const rows: string[][] = [];
      for (let r = range.y; r < range.y + range.height; r++) {
        const line: string[] = [];
        for (let gc = range.x; gc < range.x + range.width; gc++) {
          if (gc === 0) line.push(model.rowLabel(r));
          else {
            const v = shownValue(model, history, r, gc - 1);
            line.push(isInvalid(v) ? v.invalid : formatClipboard(v));
          }
        }
        rows.push(line);
      }
      const text = toTsv(rows);
      const failed = () => showToast({ status: 'error', message: t('table.copyFailed') });
      try {
        if (e.clipboardData) {
          e.clipboardData.setData('text/plain', text);
          e.preventDefault();
        } else void navigator.clipboard.writeText(text).catch(failed);
      } catch {
        failed();
      }
    };
    const onPaste = (e: ClipboardEvent) => {
      if (!focused()) return;
      const { model, selection, apply, select } = latest.current;
      const range = selection.current?.range;
      if (!range) return;
      e.preventDefault();
      const block = withoutHeader(
        parseClipboard({ html: e.clipboardData?.getData('text/html'), text: e.clipboardData?.getData('text/plain') }),
        model,
      );
      if (!block.length) return;
      const target = { row: range.y, col: Math.max(0, range.x - 1) };
      const rows = model.growOnPaste ? Math.max(model.rowCount, target.row + block.length) : model.rowCount;
      const { edits, overflow } = pasteEdits(
        block,
        target,
        { rows, cols: model.columns.length },
        (r, c) => isCellEditable(model, r, c),
        { rows: range.height, cols: range.width },
      );
      apply(edits);
      const width = Math.min(maxOf(block.map((l) => l.length)), model.columns.length - target.col);
      const height = Math.min(block.length, rows - target.row);
      if (block.length > 1 || block[0]!.length > 1) select({ x: target.col, y: target.row, width, height });
      if (overflow) showToast({ status: 'warning', message: t('table.pasteOverflow') });
    };
    window.addEventListener('copy', onCopy);
    window.addEventListener('paste', onPaste);
    return () => {
      window.removeEventListener('copy', onCopy);
      window.removeEventListener('paste', onPaste);
    };
  }, [t]);
}
