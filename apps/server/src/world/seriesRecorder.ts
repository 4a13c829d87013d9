/**
 * Collects a site's simulated arrays over the whole range and cuts them into series:
 * history [0, nowIndex) becomes `actual`, the horizon [nowIndex, hours) `plan` (or `forecast` for
 * exogenous inputs like inflow). Unit schedules (what was planned before the unit deviated) become
 * a `plan` over the whole range, so history shows actual against plan.
 */
import type { Calendar } from './calendar.js';
import { HOUR_MS } from './calendar.js';
import { inverse } from './curves.js';
import { powerAt } from './hydraulics.js';
import type { Quantity, Series, SeriesKind } from './series.js';
import type { ControlUnit, HydroBody } from './topology.js';

interface Entry {
  componentId: string;
  quantity: Quantity;
  horizonKind: 'plan' | 'forecast';
  values: Float64Array;
  schedule: Float64Array | null;
}

export class SeriesRecorder {
  private readonly entries: Entry[] = [];

  constructor(
    private readonly cal: Calendar,
    private readonly nowIndex: number,
  ) {}

  /** Full-range array to fill: actual in history, plan (or forecast) in the horizon. */
  track(componentId: string, quantity: Quantity, horizonKind: 'plan' | 'forecast' = 'plan'): Float64Array {
    const values = new Float64Array(this.cal.hours);
    this.entries.push({ componentId, quantity, horizonKind, values, schedule: null });
    return values;
  }

  /** Like track, plus a schedule array (the plan over the whole range; equal to values in the horizon). */
  trackScheduled(componentId: string, quantity: Quantity): { values: Float64Array; schedule: Float64Array } {
    const values = new Float64Array(this.cal.hours);
    const schedule = new Float64Array(this.cal.hours);
    this.entries.push({ componentId, quantity, horizonKind: 'plan', values, schedule });
    return { values, schedule };
  }

  /** A reservoir's content with the level it stands at (`hold(i, content)`), and its spill. */
  trackReservoir(body: HydroBody) {
    const content = this.track(body.id, 'content');
    const level = this.track(body.id, 'level');
    const spill = this.track(body.id, 'spill');
    const hold = (i: number, c: number) => {
      content[i] = c;
      level[i] = inverse(body.level_to_content, c);
    };
    return { spill, hold };
  }

  /** A unit's discharge and the power it makes at it: as scheduled (`schedule`) and as it ran (`ran`). */
  trackUnit(unit: ControlUnit) {
    const q = this.trackScheduled(unit.id, 'discharge');
    const power = this.trackScheduled(unit.id, 'power');
    return {
      /** the scheduled discharge (m3/s) */
      planned: q.schedule,
      schedule: (i: number, flow: number) => {
        q.schedule[i] = flow;
        power.schedule[i] = powerAt(unit.flow_to_power, flow);
      },
      ran: (i: number, flow: number) => {
        q.values[i] = flow;
        power.values[i] = powerAt(unit.flow_to_power, flow);
      },
    };
  }

  /** A gate's discharge and the opening (cm, to a tenth) that passes it: `(i, flow)`. */
  trackGate(gate: ControlUnit) {
    const discharge = this.track(gate.id, 'discharge');
    const opening = this.track(gate.id, 'gate_opening');
    return (i: number, flow: number) => {
      discharge[i] = flow;
      opening[i] = Math.round(inverse(gate.opening_to_throughput, flow) * 10) / 10;
    };
  }

  /** Cut into series; gaps (hour ranges per component) blank the actuals. */
  build(gaps: ReadonlyMap<string, ReadonlyArray<readonly [number, number]>>): Series[] {
    const { startTs, hours } = this.cal;
    const now = this.nowIndex;
    const out: Series[] = [];
    const make = (e: Entry, kind: SeriesKind, from: number, values: Float64Array): Series => ({
      componentId: e.componentId,
      quantity: e.quantity,
      kind,
      startTs: startTs + from * HOUR_MS,
      stepMs: HOUR_MS,
      values,
    });
    for (const e of this.entries) {
      if (now > 0) {
        const actual = e.values.slice(0, now);
        for (const [from, to] of gaps.get(e.componentId) ?? []) actual.fill(NaN, from, Math.min(to, now));
        out.push(make(e, 'actual', 0, actual));
      }
      if (e.schedule) out.push(make(e, 'plan', 0, e.schedule));
      else if (now < hours) out.push(make(e, e.horizonKind, now, e.values.slice(now)));
    }
    return out;
  }
}
