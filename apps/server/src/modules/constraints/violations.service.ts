import {
  constraintType,
  DEFAULT_TIMEZONE,
  defaultViolationWindow,
  violationSplit,
  type Violation,
} from '@penstock/domain';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/schema.js';
import { reserveShortfallViolations, RESERVE_SHORTFALL_TYPE } from '../gridReserves/index.js';
import { componentNames, type PlantViewRow } from '../plants/index.js';
import { storedViolations } from './violations.repo.js';

export interface ViolationQuery {
  start?: number;
  end?: number;
  plants?: string[];
  types?: string[];
  search?: string;
}

/** Stored violations (see detectViolations) of the portfolio's plant views overlapping the window. */
export function createViolationsService(db: Db, clock: Clock) {
  return {
    async list(views: PlantViewRow[], q: ViolationQuery) {
      const now = clock.now().getTime();
      const chosen = q.plants?.length ? views.filter((v) => q.plants!.includes(v.id)) : views;
      const def = defaultViolationWindow(now, chosen[0]?.market_timezone ?? DEFAULT_TIMEZONE);
      const start = q.start ?? def.start,
        end = q.end ?? def.end;
      const split = violationSplit(now);
      const byPlant = new Map(chosen.map((v) => [v.physical_plant_id, v]));
      if (!byPlant.size || end <= start) return { start, end, split, violations: [] };
      const rows = await storedViolations({ plantIds: [...byPlant.keys()], start, end, types: q.types }, db);
      const names = await componentNames([...new Set(rows.map((r) => r.constrainable_id))], db);
      const needle = q.search?.trim().toLowerCase();
      const violations: Violation[] = rows
        .map((r) => {
          const view = byPlant.get(r.physical_plant_id)!;
          const type = constraintType(r.type_name);
          const isPlant = r.constrainable_type === 'Plant';
          return {
            id: r.id,
            constraint_id: r.constraint_id,
            component_id: isPlant ? view.id : r.constrainable_id,
            component_name: isPlant ? view.name : (names.get(r.constrainable_id) ?? r.constrainable_id),
            constrainable_type: r.constrainable_type,
            constraint_type: r.type_name,
            type_display_name: type?.display_name ?? r.type_name,
            unit: r.type_name.endsWith('gate_opening') ? 'cm' : (type?.unit ?? ''),
            plant: view.id,
            plant_name: view.name,
            start: r.start_ts.getTime(),
            end: r.end_ts.getTime(),
            worst_value: r.worst_value,
            limit_value: r.limit_value,
            source: r.source,
            // a span of the plan still under way (an energy target's period that began in the past) is upcoming: the plan can still change it
            upcoming: r.start_ts.getTime() >= split || (r.source === 'plan' && r.end_ts.getTime() > split),
          };
        })
        .filter(
          (v) =>
            !needle ||
            [v.component_name, v.type_display_name, v.plant_name, v.constraint_type].some((s) =>
              s.toLowerCase().includes(needle),
            ),
        );
      // grid reserve obligations the plan does not hold (issue 24), unless the type filter leaves them out
      const reserves =
        !q.types?.length || q.types.includes(RESERVE_SHORTFALL_TYPE)
          ? (await reserveShortfallViolations(chosen, { start, end, split }, db)).filter(
              (v) =>
                !needle ||
                [v.component_name, v.type_display_name, v.plant_name].some((s) => s.toLowerCase().includes(needle)),
            )
          : [];
      return { start, end, split, violations: [...violations, ...reserves] };
    },
  };
}
