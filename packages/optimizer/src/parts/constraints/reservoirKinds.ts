import { levelToContent } from '../../curves.js';
import { VOLUME_UNIT } from '../../lp/lpKinds.js';
import { contentTerms } from '../../lp/terms.js';
import { runs, type KindContext, type KindRows } from './kindContext.js';

function levelOrContent(k: KindContext) {
  const { c, x } = k;
  const r = k.resOf();
  const curve = x.model.reservoirs[r].levelContent;
  const isLevel = c.kind.endsWith('LEVEL');
  if (isLevel && !curve)
    throw new Error(`Constraint ${c.id} limits a level of ${c.target}, which has no level-to-content curve`);
  k.minMax(
    (t) => contentTerms(x, r, t),
    (v) => (isLevel ? levelToContent(curve!, v) : v) / VOLUME_UNIT,
    k.volCost,
    VOLUME_UNIT,
    c.kind.startsWith('MIN'),
  );
}

/** Rows of reservoir constraints: level and content limits per step, level targets per run of steps, spill limits. */
export const reservoirKinds: Record<string, KindRows> = {
  MIN_LEVEL: levelOrContent,
  MAX_LEVEL: levelOrContent,
  MIN_CONTENT: levelOrContent,
  MAX_CONTENT: levelOrContent,
  LEVEL_TARGET(k) {
    const { c, x } = k;
    const r = k.resOf();
    const curve = x.model.reservoirs[r].levelContent;
    if (!curve)
      throw new Error(`Constraint ${c.id} sets a level target of ${c.target}, which has no level-to-content curve`);
    for (const [first, last] of runs(k.isActive, x.T)) {
      const v = levelToContent(curve, k.val(last)) / VOLUME_UNIT;
      k.row(contentTerms(x, r, last), v, v, last, first, k.volCost, VOLUME_UNIT);
    }
  },
  MIN_SPILL: spill,
  MAX_SPILL: spill,
};

function spill(k: KindContext) {
  const { x } = k;
  const r = k.resOf();
  const T = x.T;
  k.minMax(
    (t) => (x.spillCol[r * T + t] >= 0 ? [[x.spillCol[r * T + t], 1]] : []),
    (v) => v,
    k.flowCost,
    1,
    k.c.kind === 'MIN_SPILL',
  );
}
