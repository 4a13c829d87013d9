/** Why a number cell's text is not a value (spec 1 section 5). */
export type NumberProblem = 'empty' | 'dot' | 'nonNumeric' | 'unsafe' | 'zeroWithDot';

export type NumberCheck = { ok: true; value: number } | { ok: false; problem: NumberProblem };

const NUMERIC = /^[+-]?\d+(\.\d+)?$/;

/**
 * The number-cell rules: invalid when empty, starting or ending with a dot, non-numeric, outside the
 * safe integer range, or zero written with a decimal point ("0.0"). Surrounding blanks are ignored.
 */
export function checkNumberText(raw: string): NumberCheck {
  const text = raw.trim();
  if (text === '') return { ok: false, problem: 'empty' };
  const unsigned = text.replace(/^[+-]/, '');
  if (unsigned.startsWith('.') || text.endsWith('.')) return { ok: false, problem: 'dot' };
  if (!NUMERIC.test(text)) return { ok: false, problem: 'nonNumeric' };
  const value = Number(text);
  if (!Number.isFinite(value) || Math.abs(value) > Number.MAX_SAFE_INTEGER) return { ok: false, problem: 'unsafe' };
  if (value === 0 && text.includes('.')) return { ok: false, problem: 'zeroWithDot' };
  return { ok: true, value: Object.is(value, -0) ? 0 : value };
}

/** What the editor keeps when it loses focus: valid text stays, invalid text is cleared. */
export const textOnBlur = (raw: string): string => (checkNumberText(raw).ok ? raw : '');
