import { DATA_QUALITY_DAYS, type PlantAdminRow } from '@penstock/domain';
import type { Executor } from '../../db/schema.js';
import { adminPlantRows } from '../plants/index.js';
import { actualsCoverage } from '../series/index.js';

/** The portfolio's plant views for the Plants admin list, with their unit count and data quality of the last DATA_QUALITY_DAYS days. */
export async function plantAdminList(portfolioId: string, now: Date, db: Executor): Promise<PlantAdminRow[]> {
  const views = await adminPlantRows(portfolioId, db);
  const plants = [...new Map(views.map((v) => [v.physical_plant_id, v])).values()];
  const quality = await actualsCoverage(
    plants.map((p) => ({ plantId: p.physical_plant_id, bodyIds: p.body_ids, unitIds: p.unit_ids })),
    new Date(now.getTime() - DATA_QUALITY_DAYS * 86_400_000),
    now,
    DATA_QUALITY_DAYS * 24,
    db,
  );
  return views.map(({ physical_plant_id, body_ids: _b, unit_ids: _u, ...v }) => ({
    ...v,
    data_quality_percent: quality.get(physical_plant_id) ?? null,
  }));
}
