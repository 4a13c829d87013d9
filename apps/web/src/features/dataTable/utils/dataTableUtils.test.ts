import { describe, expect, it } from 'vitest';
import { columnWidth } from './tableModel';
import { parseClipboard, parseHtmlTable, parseTsv, toTsv } from './clipboardText';
import {
  applyEdits,
  canRedo,
  canUndo,
  changedRows,
  createHistory,
  currentEdits,
  discard,
  editValueFromText,
  hasInvalid,
  redo,
  undo,
} from './editHistory';
import { fillEdits } from './fillEdits';
import { formatClipboard, formatDisplay } from './formatNumber';
import { checkNumberText, textOnBlur } from './numberRules';
import { pageMove } from './pageMove';
import { pasteEdits } from './pasteEdits';

const original = (row: number, col: number) => row * 10 + col;

describe('number rules', () => {
  it.each([
    ['', 'empty'],
    ['  ', 'empty'],
    ['.5', 'dot'],
    ['-.5', 'dot'],
    ['5.', 'dot'],
    ['abc', 'nonNumeric'],
    ['1,5', 'nonNumeric'],
    ['1e3', 'nonNumeric'],
    ['9007199254740993', 'unsafe'],
    ['-9007199254740993', 'unsafe'],
    ['0.0', 'zeroWithDot'],
    ['-0.00', 'zeroWithDot'],
  ])('%j is invalid (%s)', (text, problem) => expect(checkNumberText(text)).toEqual({ ok: false, problem }));
  it.each([
    ['0', 0],
    ['-0', 0],
    ['12.5', 12.5],
    [' 42 ', 42],
    ['-3.25', -3.25],
    ['9007199254740991', Number.MAX_SAFE_INTEGER],
  ])('%j is %d', (t, v) => expect(checkNumberText(t)).toEqual({ ok: true, value: v }));
  it('clears invalid input on blur and keeps valid input', () => {
    expect(textOnBlur('1.')).toBe('');
    expect(textOnBlur('1.5')).toBe('1.5');
  });
});

describe('formatting', () => {
  it('shows at most 3 decimals', () => {
    expect(formatDisplay(1.23456)).toBe('1.235');
    expect(formatDisplay(2)).toBe('2');
    expect(formatDisplay(-0.0001)).toBe('0');
    expect(formatDisplay(null)).toBe('');
  });
  it('copies rounded to 8 decimals without exponents', () => {
    expect(formatClipboard(1.123456789123)).toBe('1.12345679');
    expect(formatClipboard(1e-7)).toBe('0.0000001');
    expect(formatClipboard(null)).toBe('');
  });
});

describe('edit history', () => {
  it('undoes, redoes and truncates redo on a new edit', () => {
    let h = createHistory();
    h = applyEdits(h, [{ row: 1, col: 0, value: 5 }], original);
    h = applyEdits(h, [{ row: 3, col: 1, value: null }], original);
    expect(changedRows(h)).toEqual([1, 3]);
    h = undo(h);
    expect(changedRows(h)).toEqual([1]);
    expect(canRedo(h)).toBe(true);
    h = redo(h);
    expect(changedRows(h)).toEqual([1, 3]);
    h = undo(h);
    h = applyEdits(h, [{ row: 2, col: 0, value: 7 }], original);
    expect(canRedo(h)).toBe(false);
    expect(changedRows(h)).toEqual([1, 2]);
  });
  it('an edit back to the loaded value is no change; a no-op adds no step', () => {
    let h = applyEdits(createHistory(), [{ row: 1, col: 0, value: 5 }], original);
    h = applyEdits(h, [{ row: 1, col: 0, value: 10 }], original);
    expect(currentEdits(h).size).toBe(0);
    const same = applyEdits(h, [{ row: 1, col: 0, value: 10 }], original);
    expect(same).toBe(h);
  });
  it('discard adds a blank state that can be undone', () => {
    let h = applyEdits(createHistory(), [{ row: 0, col: 0, value: 1 }], original);
    h = discard(h);
    expect(changedRows(h)).toEqual([]);
    expect(canUndo(h)).toBe(true);
    expect(changedRows(undo(h))).toEqual([0]);
    expect(discard(h)).toBe(h);
  });
  it('keeps invalid text as a warning', () => {
    expect(editValueFromText('1.')).toEqual({ invalid: '1.' });
    expect(editValueFromText('')).toBeNull();
    const h = applyEdits(createHistory(), [{ row: 0, col: 0, value: editValueFromText('x') }], original);
    expect(hasInvalid(h)).toBe(true);
  });
});

describe('clipboard parsing', () => {
  it('parses tab-separated text with CRLF, a trailing break and quotes', () => {
    expect(parseTsv('1\t2\r\n3\t4\r\n')).toEqual([
      ['1', '2'],
      ['3', '4'],
    ]);
    expect(parseTsv('"a\tb"\t"say ""hi"""\n')).toEqual([['a\tb', 'say "hi"']]);
    expect(
      toTsv([
        ['1', '2'],
        ['3', ''],
      ]),
    ).toBe('1\t2\n3\t');
  });
  it('parses a spreadsheet HTML table', () => {
    const html =
      '<meta charset="utf-8"><google-sheets-html-origin><table><tbody><tr><td>1.5</td><td style="x"><span>2</span></td></tr><tr><td colspan="2">3&nbsp;</td></tr></tbody></table>';
    expect(parseHtmlTable(html)).toEqual([
      ['1.5', '2'],
      ['3', ''],
    ]);
    expect(parseHtmlTable('<p>no table</p>')).toBeNull();
    expect(parseClipboard({ html: '<b>x</b>', text: '7\t8' })).toEqual([['7', '8']]);
    expect(parseClipboard({ html, text: 'ignored' })).toEqual([
      ['1.5', '2'],
      ['3', ''],
    ]);
  });
  it('places a pasted block and reports overflow', () => {
    const all = () => true;
    const inside = pasteEdits(
      [
        ['1', '2'],
        ['3', '4'],
      ],
      { row: 0, col: 0 },
      { rows: 5, cols: 5 },
      all,
    );
    expect(inside.overflow).toBe(false);
    expect(inside.edits).toHaveLength(4);
    const below = pasteEdits([['1'], ['2'], ['3']], { row: 3, col: 0 }, { rows: 5, cols: 5 }, all);
    expect(below.overflow).toBe(true);
    expect(below.edits.map((e) => e.row)).toEqual([3, 4]);
    const right = pasteEdits([['1', '2', '3']], { row: 0, col: 4 }, { rows: 5, cols: 5 }, all);
    expect(right).toEqual({ overflow: true, edits: [{ row: 0, col: 4, value: 1 }] });
    const skip = pasteEdits([['1', '2']], { row: 0, col: 0 }, { rows: 5, cols: 5 }, (_r, c) => c !== 0);
    expect(skip.edits).toEqual([{ row: 0, col: 1, value: 2 }]);
    const one = pasteEdits([['9']], { row: 1, col: 1 }, { rows: 5, cols: 5 }, all, { rows: 2, cols: 2 });
    expect(one.edits).toHaveLength(4);
  });
});

describe('fill handle and paging', () => {
  it('repeats the source down and across, skipping read-only cells', () => {
    const v = (r: number, c: number) => r * 10 + c;
    const down = fillEdits({ x: 0, y: 0, width: 1, height: 2 }, { x: 0, y: 0, width: 1, height: 5 }, v, (r) => r !== 3);
    expect(down).toEqual([
      { row: 2, col: 0, value: 0 },
      { row: 4, col: 0, value: 0 },
    ]);
    const across = fillEdits({ x: 1, y: 0, width: 1, height: 1 }, { x: 1, y: 0, width: 3, height: 1 }, v, () => true);
    expect(across.map((e) => e.value)).toEqual([1, 1]);
  });
  it('pages 10 rows inside the table', () => {
    expect(pageMove(5, 1, 100)).toBe(15);
    expect(pageMove(5, -1, 100)).toBe(0);
    expect(pageMove(95, 1, 100)).toBe(99);
  });
});

describe('keys typed while an editor opens', () => {
  it('buffers keys and Enter until the editor takes them, then closes', async () => {
    const { bufferCommit, bufferTypedKey, takeTypedKeys } = await import('./typeAhead');
    expect(bufferTypedKey('1', 1000)).toBe(false); // opens the editor with '1'
    expect(bufferTypedKey('2', 1010)).toBe(true);
    expect(bufferTypedKey('3', 1020)).toBe(true);
    expect(bufferCommit(1030)).toBe(true);
    expect(takeTypedKeys()).toEqual({ keys: '23', commit: true });
    expect(bufferCommit(1040)).toBe(false);
    expect(bufferTypedKey('4', 1050)).toBe(false);
    expect(bufferTypedKey('5', 9000)).toBe(false); // a stale pending editor does not swallow keys
  });
});

describe('columnWidth (issue 27 item 17: editor headers cut)', () => {
  it('gives a long title room for all of it, within bounds', () => {
    const title = 'Hochalmspeicher level plan (m a.s.l.)';
    expect(columnWidth(title)).toBeGreaterThanOrEqual(title.length * 7.5);
    expect(columnWidth('M1 (MW)')).toBe(130);
    expect(columnWidth('M1 (MW)', 150)).toBe(150);
    expect(columnWidth('x'.repeat(200))).toBe(420);
  });
});
