import type { OverrideInfoFrame, OverrideKind } from '@penstock/domain';

export const HOUR_MS = 3_600_000;

export interface EditorColumn {
  id: string;
  componentId: string;
  componentName: string;
  quantity: string;
  kind: OverrideKind;
  unit: string;
  editable: boolean;
}

/**
 * The edit table of one mode, columnar: rowTs[i] (UTC epoch ms, the hour's start) and per column
 * the loaded values (override if any, else original) and who overrode them.
 */
export interface EditorTable {
  rowTs: number[];
  columns: EditorColumn[];
  values: (number | null)[][];
  overrideBy: (string | null)[][];
}

/** Hour starts of [startTs, endTs). */
export function hourRows(startTs: number, endTs: number, stepMs = HOUR_MS): number[] {
  const out: number[] = [];
  for (let t = startTs; t < endTs; t += stepMs) out.push(t);
  return out;
}

/**
 * Builds the table from with-override-info frames: the edited kind first (editable), then the
 * reference kind (read-only), each filtered by `keep`. Values are placed by their time; times that
 * are not hour starts of the range are left out.
 */
export function buildEditorTable(
  rowTs: number[],
  edited: readonly OverrideInfoFrame[],
  reference: readonly OverrideInfoFrame[],
  keep: (f: OverrideInfoFrame) => boolean,
): EditorTable {
  const index = new Map(rowTs.map((t, i) => [t, i]));
  const columns: EditorColumn[] = [];
  const values: (number | null)[][] = [];
  const overrideBy: (string | null)[][] = [];
  const add = (frames: readonly OverrideInfoFrame[], editable: boolean) => {
    for (const f of frames.filter(keep)) {
      columns.push({
        id: `${f.component_id}|${f.quantity}|${f.kind}`,
        componentId: f.component_id,
        componentName: f.component_name,
        quantity: f.quantity,
        kind: f.kind,
        unit: f.unit,
        editable,
      });
      const v: (number | null)[] = new Array(rowTs.length).fill(null);
      const by: (string | null)[] = new Array(rowTs.length).fill(null);
      for (let i = 0; i < f.time.length; i++) {
        const row = index.get(f.time[i]!);
        if (row === undefined) continue;
        v[row] = f.values[i] ?? null;
        by[row] = f.override_by[i] ?? null;
      }
      values.push(v);
      overrideBy.push(by);
    }
  };
  add(edited, true);
  add(reference, false);
  return { rowTs, columns, values, overrideBy };
}
