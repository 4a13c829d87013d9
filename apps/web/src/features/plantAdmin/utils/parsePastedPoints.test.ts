import { describe, expect, it } from 'vitest';
import { parsePastedPoints } from './parsePastedPoints';

describe('parsePastedPoints', () => {
  it('reads tab-separated spreadsheet rows with a header and decimal commas', () => {
    expect(parsePastedPoints('Level\tContent\n1800\t0\n1815,5\t12000000\r\n\n1830\t30000000\n', 2)).toEqual([
      [1800, 0],
      [1815.5, 12e6],
      [1830, 30e6],
    ]);
  });
  it('keeps a row with a bad cell as NaN and reads semicolons and a third column', () => {
    expect(parsePastedPoints('2;10;600\nx;52;\n', 3)).toEqual([
      [2, 10, 600],
      [NaN, 52, NaN],
    ]);
  });
});
