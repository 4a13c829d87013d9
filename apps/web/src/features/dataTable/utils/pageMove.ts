import { PAGE_ROWS } from './formatNumber';

/** Page Up / Page Down: 10 rows (spec 1 section 9), kept inside the table. */
export const pageMove = (row: number, direction: 1 | -1, rowCount: number, step = PAGE_ROWS) =>
  Math.max(0, Math.min(rowCount - 1, row + direction * step));
