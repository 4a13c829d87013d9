import {
  constraintType,
  DEFAULT_TIMEZONE,
  defaultViolationWindow,
  violationSplit,
  type Violation,
} from '@penstock/domain';
import { sql } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/schema.js';
import { tsFromMs } from '../../db/sqlTime.js';
import type { PlantViewRow } from '../plants/index.js';

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
      const { rows } = await sql<{
        id: string;
        constraint_id: string;
        physical_plant_id: string;
        type_name: string;
        constrainable_id: string;
        constrainable_type: string;
        component_name: string;
        source: 'actual' | 'plan';
        start_ts: Date;
        end_ts: Date;
        worst_value: number;
        limit_value: number;
      }>`
        select v.id::text, v.constraint_id::text, v.physical_plant_id, c.type_name, c.constrainable_id, c.constrainable_type,
               coalesce(u.name, b.name, p.name, c.constrainable_id) as component_name, v.source, v.start_ts, v.end_ts, v.worst_value, v.limit_value
        from constraint_violation v
        join plant_constraint c on c.id = v.constraint_id
        left join control_unit u on u.id = c.constrainable_id
        left join hydro_body b on b.id = c.constrainable_id
        left join physical_plant p on p.id = c.constrainable_id
        where v.physical_plant_id = any(${[...byPlant.keys()]}::text[])
          and v.end_ts > ${tsFromMs(start)} and v.start_ts < ${tsFromMs(end)}
          ${q.types?.length ? sql`and c.type_name = any(${q.types}::text[])` : sql``}
        order by v.start_ts, c.type_name, v.id`.execute(db);
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
            component_name: isPlant ? view.name : r.component_name,
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
      return { start, end, split, violations };
    },
  };
}
