/**
 * The physical limits a unit's power, discharge or gate opening can take (issue 27 item 4: a plan of
 * 5,000 MW on a 162 MW unit makes every later run infeasible). Server and web check overrides
 * against the same rule. Power and discharge are signed: negative means pumping.
 * A missing limit (null) leaves that side open; water states of bodies are not limited here
 * (a measured level may lie beyond a reservoir's operating band).
 */
export interface UnitLimitFacts {
  type: string;
  p_max: number | null;
  q_max: number | null;
  pump_p_max: number | null;
  pump_q_max: number | null;
  gate_opening_cm_max: number | null;
}

export interface ValueRange {
  min: number;
  max: number;
}

/** [min, max] a unit's quantity can physically take, or null when it is not limited. */
export function unitRange(quantity: string, u: UnitLimitFacts): ValueRange | null {
  const pumps = u.type === 'PUMP' || u.type === 'PUMP_TURBINE';
  const generates = u.type !== 'PUMP';
  const range = (up: number | null, down: number | null): ValueRange => ({
    min: pumps ? -(down ?? Infinity) : 0,
    max: generates ? (up ?? Infinity) : 0,
  });
  if (quantity === 'gate_opening') return u.type === 'GATE' ? { min: 0, max: u.gate_opening_cm_max ?? Infinity } : null;
  if (quantity === 'power') return u.type === 'GATE' ? null : range(u.p_max, u.pump_p_max);
  if (quantity === 'discharge') return range(u.q_max, u.pump_q_max);
  return null;
}

/** Why `value` cannot be followed by the unit, or null when it lies within its limits. */
export function limitViolation(quantity: string, value: number, unit: string, u: UnitLimitFacts): string | null {
  const r = unitRange(quantity, u);
  if (!r || (value >= r.min && value <= r.max)) return null;
  const bound = (n: number) => (Number.isFinite(n) ? `${n}` : n > 0 ? '∞' : '-∞');
  return `${value} ${unit} is outside what this unit can do (${bound(r.min)} to ${bound(r.max)} ${unit})`;
}
