import '@glideapps/glide-data-grid/dist/index.css';
import {
  CompactSelection,
  DataEditor,
  GridCellKind,
  type DataEditorRef,
  type EditableGridCell,
  type GridColumn,
  type GridKeyEventArgs,
  type GridMouseEventArgs,
  type GridSelection,
  type Item,
  type ProvideEditorCallback,
  type Rectangle,
  type TextCell,
} from '@glideapps/glide-data-grid';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTableCells } from '../hooks/useTableCells';
import { useTableClipboard } from '../hooks/useTableClipboard';
import { applyEdits, editValueFromText, redo, undo, type CellEdit } from '../utils/editHistory';
import { fillEdits } from '../utils/fillEdits';
import { checkNumberText } from '../utils/numberRules';
import { pageMove } from '../utils/pageMove';
import { bufferCommit, bufferTypedKey, clearTypedKeys } from '../utils/typeAhead';
import { columnWidth, isCellEditable, shownValue } from '../utils/tableModel';
import type { DataTableProps } from './DataTable';
import { NumberCellEditor } from './NumberCellEditor';

/** Glide opens its cell editors in a portal element it looks up by id. */
function ensurePortal() {
  if (typeof document !== 'undefined' && !document.getElementById('portal')) {
    const el = document.createElement('div');
    el.id = 'portal';
    el.style.cssText = 'position: fixed; left: 0; top: 0; z-index: 9999;';
    document.body.appendChild(el);
  }
}

const EMPTY_SELECTION: GridSelection = { columns: CompactSelection.empty(), rows: CompactSelection.empty() };
const cellSelection = (x: number, y: number, width = 1, height = 1): GridSelection => ({
  ...EMPTY_SELECTION,
  current: { cell: [x, y], range: { x, y, width, height }, rangeStack: [] },
});

const provideEditor: ProvideEditorCallback<import('@glideapps/glide-data-grid').GridCell> = (cell) =>
  cell.kind === GridCellKind.Text ? { editor: NumberCellEditor as never, disablePadding: true } : undefined;

/** The Glide Data Grid part of DataTable (loaded lazily). */
export function DataTableGrid({ model, history, onHistoryChange, conflicts, height = 520, label }: DataTableProps) {
  ensurePortal();
  const { t } = useTranslation('editing');
  const wrapper = useRef<HTMLDivElement>(null);
  const grid = useRef<DataEditorRef>(null);
  const [selection, setSelection] = useState<GridSelection>(EMPTY_SELECTION);
  const getCellContent = useTableCells(model, history, conflicts);
  const latest = useRef({ history, model });
  latest.current = { history, model };

  const apply = useCallback(
    (edits: readonly CellEdit[]) => {
      const { history: h, model: m } = latest.current;
      if (edits.length) onHistoryChange(applyEdits(h, edits, m.value));
    },
    [onHistoryChange],
  );
  const select = useCallback((r: Rectangle) => setSelection(cellSelection(r.x + 1, r.y, r.width, r.height)), []);
  useTableClipboard({ wrapper, model, history, selection, apply, select });

  const columns: GridColumn[] = useMemo(
    () => [
      { id: '__time', title: '', width: model.rowLabelWidth ?? 150 },
      ...model.columns.map((c) => ({ id: c.id, title: c.title, width: c.width ?? columnWidth(c.title) })),
    ],
    [model.columns, model.rowLabelWidth],
  );
  const editable = useCallback((row: number, col: number) => isCellEditable(latest.current.model, row, col), []);

  const onCellEdited = useCallback(
    ([gc, row]: Item, value: EditableGridCell) => {
      if (gc === 0 || value.kind !== GridCellKind.Text) return;
      const check = checkNumberText(value.data);
      apply([{ row, col: gc - 1, value: check.ok ? check.value : { invalid: value.data } }]);
    },
    [apply],
  );
  const onCellsEdited = useCallback(
    (items: readonly { location: Item; value: EditableGridCell }[]) => {
      apply(
        items
          .filter(
            (i) =>
              i.location[0] > 0 && i.value.kind === GridCellKind.Text && editable(i.location[1], i.location[0] - 1),
          )
          .map((i) => ({
            row: i.location[1],
            col: i.location[0] - 1,
            value: editValueFromText((i.value as TextCell).data),
          })),
      );
      return true;
    },
    [apply, editable],
  );
  const onDelete = useCallback(
    (sel: GridSelection) => {
      const rects = sel.current ? [sel.current.range, ...sel.current.rangeStack] : [];
      const edits: CellEdit[] = [];
      for (const r of rects)
        for (let row = r.y; row < r.y + r.height; row++)
          for (let gc = Math.max(1, r.x); gc < r.x + r.width; gc++)
            if (editable(row, gc - 1)) edits.push({ row, col: gc - 1, value: null });
      apply(edits);
      return false;
    },
    [apply, editable],
  );
  const onFillPattern = useCallback(
    ({
      patternSource: s,
      fillDestination: d,
      preventDefault,
    }: {
      patternSource: Rectangle;
      fillDestination: Rectangle;
      preventDefault: () => void;
    }) => {
      preventDefault();
      if (s.x === 0 || d.x === 0) return;
      const { model: m, history: h } = latest.current;
      const shift = (r: Rectangle) => ({ ...r, x: r.x - 1 });
      apply(fillEdits(shift(s), shift(d), (row, col) => shownValue(m, h, row, col), editable));
    },
    [apply, editable],
  );
  const onKeyDown = useCallback(
    (e: GridKeyEventArgs) => {
      const mod = e.ctrlKey || e.metaKey;
      const key = e.key.toLowerCase();
      if (!mod && !e.altKey && e.key.length === 1 && e.location) {
        const [gc, row] = e.location;
        if (gc > 0 && isCellEditable(latest.current.model, row, gc - 1)) {
          if (bufferTypedKey(e.key, performance.now())) e.cancel();
        } else clearTypedKeys();
        return;
      }
      if (e.key === 'Enter' && !mod && bufferCommit(performance.now())) {
        e.cancel();
        return;
      }
      const h = latest.current.history;
      if (mod && key === 'z' && !e.shiftKey) {
        e.cancel();
        onHistoryChange(undo(h));
      } else if (mod && (key === 'y' || (key === 'z' && e.shiftKey))) {
        e.cancel();
        onHistoryChange(redo(h));
      } else if ((e.key === 'PageDown' || e.key === 'PageUp') && selection.current) {
        e.cancel();
        const [x, y] = selection.current.cell;
        const row = pageMove(y, e.key === 'PageDown' ? 1 : -1, latest.current.model.rowCount);
        setSelection(cellSelection(x, row));
        grid.current?.scrollTo(x, row);
      }
    },
    [onHistoryChange, selection],
  );

  // Who changed a value, or why a cell is locked, shows as the table's tooltip while hovering it.
  const onItemHovered = useCallback(
    (args: GridMouseEventArgs) => {
      const el = wrapper.current;
      if (!el) return;
      const [gc, row] = args.location;
      const m = latest.current.model;
      const onData = args.kind === 'cell' && gc > 0;
      const by = onData ? m.editedBy?.(row, gc - 1) : null;
      const locked =
        onData && !by && m.columns[gc - 1]?.editable && m.cellLocked?.(row, gc - 1)
          ? m.lockReason?.(row, gc - 1)
          : null;
      el.title = by ? t('table.editedBy', { by }) : (locked ?? '');
    },
    [t],
  );

  return (
    <div
      ref={wrapper}
      role="region"
      aria-label={label}
      data-testid="data-table"
      // the canvas has no cells in the DOM: journeys place their clicks by these widths
      data-column-widths={columns.map((c) => ('width' in c ? c.width : 0)).join(',')}
      style={{ border: '1px solid #dee2e6', borderRadius: 4 }}
    >
      <DataEditor
        ref={grid}
        columns={columns}
        rows={model.rowCount}
        getCellContent={getCellContent}
        getCellsForSelection={true}
        gridSelection={selection}
        onGridSelectionChange={setSelection}
        onCellEdited={onCellEdited}
        onCellsEdited={onCellsEdited}
        onDelete={onDelete}
        fillHandle={true}
        allowedFillDirections="orthogonal"
        onFillPattern={onFillPattern}
        provideEditor={provideEditor}
        onKeyDown={onKeyDown}
        onItemHovered={onItemHovered}
        keybindings={{
          copy: false,
          paste: false,
          goToNextPage: false,
          goToPreviousPage: false,
          pageUp: false,
          pageDown: false,
          activateCell: ' |Enter|shift+Enter|F2',
        }}
        rangeSelect="rect"
        columnSelect="none"
        rowSelect="none"
        rowMarkers="none"
        freezeColumns={1}
        smoothScrollX
        smoothScrollY
        width="100%"
        height={height}
        rowHeight={30}
        headerHeight={34}
        theme={{ accentColor: '#0bb7a0', accentLight: 'rgba(11, 183, 160, 0.15)', fontFamily: 'inherit' }}
      />
    </div>
  );
}
