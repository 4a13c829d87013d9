import type { HeadPlant, OptimizerModel, Unit } from '../../types.js';

/**
 * A synthetic cascade (syntheticCascade) with head data, for the head benchmark and tests: each reservoir 20 m deep over its content, each unit's efficiency at
 * 0.85 and 1.1 times its design head (88/92/90 % and 86/91/89 % at 40/80/100 % of its largest flow), a
 * 98 % generator, an outlet line that puts the design head at the reservoir's middle level, and
 * penstock losses of 2 % of the head at full flow.
 */
export function withHead(m: OptimizerModel): OptimizerModel {
  const plants: HeadPlant[] = [];
  const reservoirs = m.reservoirs.map((r, i) => {
    const top = 1000 - 300 * i;
    return {
      ...r,
      levelContent: [
        { level: top - 20, content: 0 },
        { level: top, content: r.hardMaxContent! },
      ],
      outlet: top - 10,
    };
  });
  const units: Unit[] = m.units.map((u) => {
    const pts = u.curve!;
    const qMax = pts[pts.length - 1].q;
    const head = pts[0].p / (pts[0].q * 9.81e-3 * 0.88);
    const r = reservoirs.find((x) => x.id === u.upstream)!;
    plants.push({
      id: `P_${u.id}`,
      outletLine: r.outlet - head,
      penstocks: [{ loss: (0.02 * head) / (qMax * qMax), units: [u.id] }],
    });
    const curve = (h: number, d: number) => ({
      head: h * head,
      points: [
        { q: 0.4 * qMax, eff: 88 - d },
        { q: 0.8 * qMax, eff: 92 - d },
        { q: qMax, eff: 90 - d },
      ],
    });
    return {
      ...u,
      curve: undefined,
      qMax,
      turbEffCurves: [curve(0.85, 2), curve(1.1, 1)],
      genEffCurve: [
        { p: 0, eff: 98 },
        { p: 1000, eff: 98 },
      ],
    };
  });
  return { ...m, reservoirs: reservoirs.map(({ outlet: _, ...r }) => r), units, plants };
}
