import { timeCells, timeColumns, toCsv, type ExportTable } from '@penstock/domain';
import type { ChartData } from '@/features/series/utils/chartData';
import { saveBlob } from '@/ui/saveBlob';

/**
 * What export buttons build their tables with and save them through. Loaded on the first click
 * only (ExportMenu imports it lazily), so no screen pays for it, nor for exceljs, up front.
 */
export { timeCells, timeColumns };

/**
 * A chart's data as drawn: one row per time (the screen's zone, and ISO 8601 with offset), one
 * column per series with its display unit in the header (limits and override markers left out, and
 * times without any value).
 */
export function chartTable(name: string, chart: ChartData, zone: string): ExportTable {
  const shown = chart.series
    .map((s, i) => ({ s, column: chart.data[i + 1] }))
    .filter(({ s }) => s.kind !== 'limit' && s.kind !== 'overridden');
  return {
    name,
    columns: [...timeColumns(zone), ...shown.map(({ s }) => `${s.label} (${s.unit})`)],
    // times where no shown series has a value (the window ends a chart adds for its limit lines)
    // would be empty rows
    rows: chart.data[0].flatMap((t, j) => {
      const values = shown.map(({ column }) => column[j] ?? null);
      return values.some((v) => v !== null) ? [[...timeCells(t, zone), ...values]] : [];
    }),
  };
}

/** A file name from a title: letters, digits and dashes, e.g. "hochalm-storage-generation-per-unit". */
export const fileStem = (title: string) =>
  title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'export';

/** Saves CSV text made elsewhere (e.g. by the server). */
export function downloadCsvText(stem: string, csv: string) {
  saveBlob(`${fileStem(stem)}.csv`, new Blob([csv], { type: 'text/csv;charset=utf-8' }));
}

/** Saves the first table as CSV (UTF-8 with BOM). */
export function downloadCsv(stem: string, tables: ExportTable[]) {
  saveBlob(`${fileStem(stem)}.csv`, new Blob([toCsv(tables[0])], { type: 'text/csv;charset=utf-8' }));
}

/** Saves every table as a sheet of one Excel workbook (exceljs, loaded now). */
export async function downloadWorkbook(stem: string, tables: ExportTable[]) {
  const { workbookBuffer } = await import('./workbook');
  saveBlob(
    `${fileStem(stem)}.xlsx`,
    new Blob([await workbookBuffer(tables)], {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    }),
  );
}
