/** Table constants (spec 1 section 9). */
export const DISPLAY_DECIMALS = 3;
export const CLIPBOARD_DECIMALS = 8;
export const PAGE_ROWS = 10;

const round = (value: number, decimals: number) => {
  const f = 10 ** decimals;
  const r = Math.round(value * f) / f;
  return Object.is(r, -0) ? 0 : r;
};

/** A number as the table shows it: at most 3 decimals, no trailing zeros; null is blank. */
export const formatDisplay = (value: number | null): string =>
  value === null ? '' : String(round(value, DISPLAY_DECIMALS));

/** A number as it goes to the clipboard: rounded to 8 decimals, never in exponent form. */
export function formatClipboard(value: number | null): string {
  if (value === null) return '';
  const r = round(value, CLIPBOARD_DECIMALS);
  const s = String(r);
  return /e/i.test(s) ? r.toFixed(CLIPBOARD_DECIMALS).replace(/\.?0+$/, '') : s;
}
