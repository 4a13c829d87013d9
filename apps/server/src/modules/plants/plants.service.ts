import type { PlantView, Topology } from '@penstock/domain';
import type { Db } from '../../db/schema.js';
import { plantsRepo, type PlantViewRow } from './plants.repo.js';
import { applyTopologyRules } from './topologyRules.js';

export function createPlantsService(db: Db) {
  const repo = plantsRepo(db);

  async function topology(view: PlantViewRow): Promise<Topology> {
    const [bodies, units] = await Promise.all([
      repo.hydroBodies(view.id, view.physical_plant_id),
      repo.controlUnits(view.id, view.physical_plant_id),
    ]);
    return applyTopologyRules(
      bodies,
      units.map(({ gate_opening_cm_min: lo, gate_opening_cm_max: hi, ...u }) => ({
        ...u,
        gate_opening_cm_extrema: lo !== null && hi !== null ? ([lo, hi] as [number, number]) : null,
      })),
    );
  }

  return {
    /** The portfolio's plant views, sorted by name, with a map location from their hydro bodies. */
    async list(portfolioId: string): Promise<PlantView[]> {
      const views = await repo.listViews(portfolioId);
      const locations = await repo.locations(views.map((v) => v.id));
      return views.map((v) => ({
        id: v.id,
        internal_id: v.internal_id,
        name: v.name,
        timezone: v.market_timezone,
        physical_plant: { internal_id: v.physical_plant_internal_id, name: v.physical_plant_name },
        location: locations.get(v.id) ?? null,
        plant_state: v.plant_state,
        currency: v.currency,
      }));
    },
    topology,
    async basic(view: PlantViewRow) {
      const t = await topology(view);
      return {
        name: view.name,
        market_timezone: view.market_timezone,
        plant_state: view.plant_state,
        control_units: t.control_units,
        hydro_bodies: t.hydro_bodies,
      };
    },
  };
}
