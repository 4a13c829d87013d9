import type { OptimizerModel, Reservoir, Unit } from './types.js';

/** Deterministic pseudo-random numbers (mulberry32), so benchmarks and tests repeat exactly. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A chain of `n` reservoirs, each with a three-point turbine (delay 1 or 2 steps to the next) and a
 * spill, the top one with a pump turbine; daily/weekly price shape, seasonal inflow. For benchmarks
 * and property tests.
 */
export function syntheticCascade(
  n: number,
  steps: number,
  opts: { stepSeconds?: number; seed?: number; start?: number } = {},
): OptimizerModel {
  const rnd = seededRandom(opts.seed ?? 1);
  const stepSeconds = opts.stepSeconds ?? 3600;
  const start = opts.start ?? Date.UTC(2026, 0, 1);
  const hourOf = (t: number) => ((t * stepSeconds) / 3600) % 24;
  const dayOf = (t: number) => Math.floor((t * stepSeconds) / 86400);
  const price = Array.from({ length: steps }, (_, t) => {
    const h = hourOf(t),
      d = dayOf(t);
    const daily = 20 * Math.sin(((h - 6) / 24) * 2 * Math.PI) + (h >= 17 && h <= 20 ? 25 : 0);
    const weekend = d % 7 >= 5 ? -15 : 0;
    const season = 15 * Math.cos((d / 365) * 2 * Math.PI);
    return Math.round((60 + daily + weekend + season + 10 * (rnd() - 0.5)) * 100) / 100;
  });
  const reservoirs: Reservoir[] = [];
  const units: Unit[] = [];
  for (let i = 0; i < n; i++) {
    const size = i === 0 ? 40e6 : 2e6 + 3e6 * rnd();
    const base = i === 0 ? 25 : 3 + 4 * rnd();
    reservoirs.push({
      id: `R${i + 1}`,
      initialContent: size * 0.5,
      inflow: Array.from({ length: steps }, (_, t) =>
        Math.max(0, base * (1 + 0.8 * Math.sin((dayOf(t) / 365) * 2 * Math.PI - 1.5)) * (0.9 + 0.2 * rnd())),
      ),
      hardMinContent: 0,
      hardMaxContent: size,
      minContent: size * 0.1,
      terminalWaterValue: (0.02 * (n - i)) / n,
      spillTo: i + 1 < n ? `R${i + 2}` : null,
      spillDelaySteps: 1,
    });
    const qMax = 30 + 30 * rnd();
    const head = 80 + 200 * rnd();
    const eff = (q: number, e: number) => ({ q, p: Math.round(q * head * 9.81e-3 * e * 100) / 100 });
    units.push({
      id: `G${i + 1}`,
      type: i === 0 ? 'PUMP_TURBINE' : 'TURBINE',
      upstream: `R${i + 1}`,
      downstream: i + 1 < n ? `R${i + 2}` : null,
      delaySteps: 1 + (i % 2),
      curve: [eff(qMax * 0.4, 0.88), eff(qMax * 0.8, 0.92), eff(qMax, 0.9)],
      ...(i === 0 ? { pumpPowerPerFlow: (head * 9.81e-3) / 0.85, pumpQMax: qMax * 0.6 } : {}),
      rampPower: qMax * head * 9.81e-3 * 0.5,
    });
  }
  return { start, stepSeconds, steps, price, reservoirs, units };
}
