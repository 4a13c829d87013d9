/**
 * Head data of the demo world (issue 23), with SINTEF SHOP's names, for the optimiser's head model:
 * per plant the outlet line and the tunnel and penstock losses, per turbine its efficiency against
 * discharge at three net heads (`turb_eff_curves`) and its generator's against power (`gen_eff_curve`).
 * Made from the same efficiency shape as the unit's fixed-head curve (hydraulics.ts); off the design
 * (mid-level) head the turbine loses efficiency with the square of the head's relative distance. The
 * fixed-head curves are made at a head at or below the mid-level one (turbineCurveHead), so that
 * they claim at most 95 % at the lowest level.
 */
import { interpolate } from './curves.js';
import { TURBINE_SHAPES, type TurbineShape } from './hydraulics.js';
import type { ControlUnit, HydroBody, Site, SiteTemplate } from './topology.js';

export type TurbineType = 'FRANCIS' | 'KAPLAN' | 'PELTON';

/** One net head's efficiency curve: [discharge m3/s, turbine efficiency %], discharge increasing. */
export interface TurbineEfficiencyCurve {
  head: number;
  points: [q: number, eff: number][];
}

export interface UnitHeadData {
  unit_id: string;
  turbine_type: TurbineType;
  /** SHOP generator `turb_eff_curves`: turbine efficiency against discharge at net heads (m, increasing). */
  turb_eff_curves: TurbineEfficiencyCurve[];
  /** SHOP generator `gen_eff_curve`: [power MW, generator efficiency %], power increasing. */
  gen_eff_curve: [p: number, eff: number][];
}

export interface PlantHeadData {
  plant_id: string;
  /** SHOP plant `outlet_line`: tailwater level, m a.s.l. (the downstream body's mid level). */
  outlet_line: number;
  /** SHOP plant `main_loss`: head loss of the shared tunnel = main_loss x Q_plant^2, m per (m3/s)^2. */
  main_loss: number;
  /** SHOP plant `penstock_loss`, one per penstock, with the units on it (m per (m3/s)^2). */
  penstocks: { loss: number; unit_ids: string[] }[];
}

export interface SiteHeadData {
  plants: PlantHeadData[];
  units: UnitHeadData[];
}

/** Turbine type of a template's units: the storage plants' and the pump turbine's Francis runners, the river's Kaplans. */
const TURBINE_TYPE: Record<SiteTemplate, TurbineType> = {
  alpine_storage: 'FRANCIS',
  pumped_storage: 'FRANCIS',
  run_of_river_cascade: 'KAPLAN',
};
const SHAPE: Record<TurbineType, TurbineShape> = {
  FRANCIS: TURBINE_SHAPES.francis,
  KAPLAN: TURBINE_SHAPES.kaplan,
  PELTON: TURBINE_SHAPES.pelton,
};
/** Efficiency lost per squared relative head deviation: Francis runners are the most head-sensitive. */
const HEAD_PENALTY: Record<TurbineType, number> = { FRANCIS: 0.5, KAPLAN: 0.2, PELTON: 0.3 };
/** Generator efficiency, %: about 97 % at a fifth of the rating, 98.5 % from three quarters up. */
const GENERATOR = [
  [0.2, 97],
  [0.75, 98.5],
  [1, 98.5],
] as const;
/** Share of the gross head lost at full flow in the penstock and in the main tunnel. */
const PENSTOCK_LOSS_SHARE = 0.015;
const MAIN_LOSS_SHARE = 0.01;

const mid = (b: HydroBody) => (b.min_level + b.max_level) / 2;
const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;

/** Total (turbine x generator) efficiency of the shape at discharge q and head h around design head hd. */
export function shapeEfficiency(type: TurbineType, qMax: number, q: number, h: number, hd: number): number {
  const s = SHAPE[type];
  const qOpt = s.qOptShare * qMax;
  return s.etaMax - (s.c * (q - qOpt) ** 2) / (qMax * q) - HEAD_PENALTY[type] * (h / hd - 1) ** 2;
}

/** Net head range of a unit: the lowest level above the highest below less the losses at full flow, to the highest gross head. */
export function netHeadRange(up: HydroBody, down: HydroBody): { low: number; design: number; high: number } {
  const design = mid(up) - mid(down);
  const losses = (PENSTOCK_LOSS_SHARE + MAIN_LOSS_SHARE) * design;
  return { low: up.min_level - down.max_level - losses, design, high: up.max_level - down.min_level };
}

function unitHeadData(u: ControlUnit, type: TurbineType, up: HydroBody, down: HydroBody): UnitHeadData {
  const { low, design, high } = netHeadRange(up, down);
  const qs = Array.from({ length: 6 }, (_, i) => round(u.q_min + ((u.q_max - u.q_min) * i) / 5, 3));
  const gen = GENERATOR.map(([share, eff]) => [round(share * u.p_max, 3), eff] as [number, number]);
  return {
    unit_id: u.id,
    turbine_type: type,
    turb_eff_curves: [low, design, high].map((h) => ({
      head: round(h, 2),
      // turbine efficiency: the total over the generator's at the power the point gives
      points: qs.map((q) => {
        const total = shapeEfficiency(type, u.q_max, q, h, design);
        const p = (9810 * q * h * total) / 1e6;
        return [q, round((100 * total) / (interpolate(gen, p) / 100), 3)] as [number, number];
      }),
    })),
    gen_eff_curve: gen,
  };
}

/**
 * The head data of a site: every turbine (pump turbines in generating mode) on its own penstock,
 * losses that take 1.5 % (penstock) and 1 % (main tunnel) of the gross head at full flow, the outlet
 * line at the downstream body's mid level.
 */
export function siteHeadData(site: Site): SiteHeadData {
  const body = new Map(site.hydro_bodies.map((b) => [b.id, b]));
  const turbines = site.control_units.filter((u) => u.type === 'TURBINE' || u.type === 'PUMP_TURBINE');
  const type = TURBINE_TYPE[site.template];
  return {
    plants: site.plants.flatMap((p) => {
      const units = turbines.filter((u) => u.plant_id === p.id);
      if (!units.length) return [];
      const up = body.get(units[0].upstream)!,
        down = body.get(units[0].downstream)!;
      const design = mid(up) - mid(down);
      const qPlant = units.reduce((s, u) => s + u.q_max, 0);
      return [
        {
          plant_id: p.id,
          outlet_line: round(mid(down), 2),
          main_loss: (MAIN_LOSS_SHARE * design) / qPlant ** 2,
          penstocks: units.map((u) => ({ loss: (PENSTOCK_LOSS_SHARE * design) / u.q_max ** 2, unit_ids: [u.id] })),
        },
      ];
    }),
    units: turbines.map((u) => unitHeadData(u, type, body.get(u.upstream)!, body.get(u.downstream)!)),
  };
}
