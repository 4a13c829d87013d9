import { describe, expect, it } from 'vitest';
import { testFrame } from '@/features/series/utils/testFrame';
import { heldFrames, unitPlanFrames, type ScheduledReserve } from './unitPlanFrames';

const H = 3_600_000;
const plan = testFrame({
  componentId: 'm1',
  componentName: 'M1',
  componentType: 'TURBINE',
  quantity: 'power',
  kind: 'plan',
  unit: 'MW',
  values: [50, 60, null, 40],
});
const reserve = (direction: ScheduledReserve['direction'], held: number[], activatedUp = 0): ScheduledReserve => ({
  grid_reserve_id: `r-${direction}`,
  power_unit_id: 'm1',
  power_unit_name: 'M1',
  product_name: direction === 'symmetric' ? 'FCR' : 'aFRR',
  direction,
  reserve_type: 'spinning',
  mode: 'included',
  steps: held.map((mw, i) => ({
    ts: i * H,
    held_mw: mw,
    shortfall_mw: 0,
    activated_mwh: activatedUp,
    activated_up_mwh: activatedUp,
    activated_down_mwh: 0,
    revenue: 0,
    run_id: 'x',
  })),
  revenue: 0,
  activated_up_mwh: 0,
  activated_down_mwh: 0,
});

describe('unitPlanFrames', () => {
  it('puts the headroom ceiling at plan + upward held and the footroom floor at plan - downward held (symmetric both)', () => {
    const frames = unitPlanFrames(plan, [reserve('positive', [20, 20, 20, 0]), reserve('symmetric', [10, 10, 10, 10])]);
    expect(frames.map((f) => f.quantity)).toEqual(['power', 'headroom', 'footroom']);
    expect(frames[1]!.values).toEqual([80, 90, null, 50]);
    expect(frames[2]!.values).toEqual([40, 50, null, 30]);
  });

  it('draws no ceiling or floor where nothing is held, and none at all for a unit without reserves', () => {
    const frames = unitPlanFrames(plan, [reserve('negative', [0, 5, 5, 0])]);
    expect(frames.map((f) => f.quantity)).toEqual(['power', 'footroom']);
    expect(frames[1]!.values).toEqual([null, 55, null, null]);
    expect(unitPlanFrames(plan, []).map((f) => f.quantity)).toEqual(['power']);
  });

  it("keeps the room around the market schedule: the plan's generation already holds the expected activation", () => {
    // 20 MW upward held, a quarter expected activated: the plan generates 5 MW more than the schedule
    const [, ceiling] = unitPlanFrames(plan, [reserve('positive', [20, 20, 20, 20], 5)]);
    expect(ceiling!.values).toEqual([65, 75, null, 55]);
  });

  it('gives each reserve its held MW as a frame', () => {
    const [f] = heldFrames([reserve('positive', [20, 0])]);
    expect(f).toMatchObject({ unit: 'MW', time: [0, H], values: [20, 0], componentId: 'r-positive' });
  });
});
