import { describe, expect, it } from 'vitest';
import { buildLp } from '../../buildLp.js';
import { COL, ROW } from '../../lp/lpKinds.js';
import { colsOfKind, rowEntries, rowsOfKind } from '../../testing/lpInspect.js';
import { writeLp } from '../../writeLp.js';
import { onOffPart } from '../onOff.js';
import { unitsPart } from '../units.js';
import { waterBalancePart } from '../waterBalance.js';
import { reserveBlocks } from './reserveBlocks.js';
import { reservesPart } from './reservesPart.js';
import { reserve, reservePlant } from './reserveTestPlant.js';

const parts = [waterBalancePart, unitsPart, onOffPart, reservesPart];
const flat = (n: number, v: number) => new Array<number>(n).fill(v);

describe('grid reserves part', () => {
  it('adds nothing to a model without reserves (the same LP text)', () => {
    const m = reservePlant(flat(6, 50), []);
    expect(writeLp(m)).toBe(writeLp({ ...m, reserves: undefined }));
  });

  it('makes one held column per block: a short first block before the offset, a cut last block', () => {
    const g = reserve({ id: 'a', blockSteps: 4, blockOffset: 2, mode: 'additional', mw: 100 });
    expect(reserveBlocks(g, 10, 100).map((b) => [b.from, b.to])).toEqual([
      [0, 2],
      [2, 6],
      [6, 10],
    ]);
    const lp = buildLp(reservePlant(flat(10, 50), [g]), { parts });
    expect(colsOfKind(lp, COL.RESERVE)).toHaveLength(3);
    // one headroom and one footroom row per step, each holding the block's column
    const rooms = rowsOfKind(lp, ROW.RESERVE_ROOM);
    expect(rooms).toHaveLength(20);
    const held = colsOfKind(lp, COL.RESERVE);
    expect(rowEntries(lp, rooms[2 * 3])).toEqual({ [lp.segFirst[3]]: 0.5, [held[1]]: 1 });
    expect(lp.rowUpper[rooms[2 * 3]]).toBe(100);
  });

  it('holds an obligation as held + shortfall = MW, the largest MW of the block', () => {
    const g = reserve({ id: 'o', mw: [10, 30, 20, 20] });
    const lp = buildLp(reservePlant(flat(4, 50), [g]), { parts });
    const [rule] = rowsOfKind(lp, ROW.RESERVE_RULE);
    expect(lp.rowLower[rule]).toBe(30);
    const [short] = colsOfKind(lp, COL.RESERVE_SHORT);
    expect(lp.colCost[short]).toBe(-1000 * 50 * 4);
  });

  it('gives a unit with upward spinning reserve on/off decisions; standing reserve stays a pure LP', () => {
    const standing = buildLp(reservePlant(flat(4, 50), [reserve({ id: 's' })]), { parts });
    expect(standing.integrality).toBeUndefined();
    const spinning = buildLp(reservePlant(flat(4, 50), [reserve({ id: 's', type: 'spinning' })]), { parts });
    expect(colsOfKind(spinning, COL.ON)).toHaveLength(4);
    const room = rowsOfKind(spinning, ROW.RESERVE_ROOM)[0];
    // generation + held - available x on <= 0
    expect(rowEntries(spinning, room)).toMatchObject({ [spinning.cons.onCol[0]]: -100 });
  });

  it('writes bid-step counts as Generals and minimum-bid choices as Binaries', () => {
    const g = reserve({ id: 'b', mode: 'additional', mw: 50, capacityPrice: 5, bidStep: 5, minBid: 12 });
    const text = writeLp(reservePlant(flat(4, 50), [g]));
    expect(text).toMatch(/\nBinaries\n x\d+\nGenerals\n x\d+\nEnd/);
  });

  it('names a unit that cannot hold reserves', () => {
    const m = reservePlant(flat(2, 50), [reserve({ id: 'x', unit: 'nope' })]);
    expect(() => buildLp(m, { parts })).toThrow('Grid reserve x refers to unknown unit nope');
    expect(() => buildLp(reservePlant(flat(2, 50), [reserve({ id: 'y', activationFactor: 2 })]), { parts })).toThrow(
      'activationFactor must be between 0 and 1',
    );
  });
});
