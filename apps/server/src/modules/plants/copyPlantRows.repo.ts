import { inConflict } from '@penstock/domain';
import { sql, type RawBuilder } from 'kysely';
import type { WriteContext } from '../../db/entities/defineEntity.js';
import type { Executor } from '../../db/schema.js';
import { pickFields } from '../../db/pickFields.js';
import { componentRows } from './components.repo.js';
import {
  BODY_STATIC_FIELDS,
  controlUnitEntity,
  hydroBodyEntity,
  plantEntity,
  pointTableEntity,
  UNIT_GATE_FIELDS,
  UNIT_LIMIT_FIELDS,
  UNIT_OPERATION_FIELDS,
} from './plantEntities.js';
import type { PlantViewRow } from './plants.repo.js';
import { POINT_TABLES } from './pointTables.repo.js';

/**
 * The plants' rows of a shadow plant (spec 2 section 2), in the caller's transaction: the plant in
 * Draft with shadow_of set, its view in the source view's portfolio, the topology, static data,
 * point tables, strategy and analytics parameters, and the source view's component assignment.
 * Component ids take the new plant id as prefix ('hochalm.m1' -> 'what-if.m1'). Answers the source
 * plant and the source components, and the id map, for the other modules' copies.
 */
export async function copyPlantRows(
  trx: Executor,
  view: PlantViewRow,
  body: { id: string; name: string },
  ctx: WriteContext,
): Promise<{ sourcePlantId: string; bodyIds: string[]; unitIds: string[]; mapId: (old: string) => string }> {
  const src = await trx
    .selectFrom('physical_plant')
    .selectAll()
    .where('id', '=', view.physical_plant_id)
    .executeTakeFirstOrThrow();
  const mapId = (old: string) =>
    old.startsWith(`${src.id}.`) ? `${body.id}${old.slice(src.id.length)}` : `${body.id}.${old}`;
  const { bodies, units } = await componentRows(src.id, trx);

  const taken = await trx
    .selectFrom('physical_plant')
    .select('id')
    .where((w) => w.or([w('id', '=', body.id), w('internal_id', '=', body.id)]))
    .executeTakeFirst();
  const viewTaken = await trx.selectFrom('plant_view').select('id').where('id', '=', body.id).executeTakeFirst();
  if (taken || viewTaken) throw inConflict(`A plant with id ${body.id} exists already; choose another id`);
  const newIds = [...bodies, ...units].map((c) => mapId(c.id));
  if (newIds.length) {
    const clash = [
      ...(await trx.selectFrom('hydro_body').select('id').where('id', 'in', newIds).execute()),
      ...(await trx.selectFrom('control_unit').select('id').where('id', 'in', newIds).execute()),
    ];
    if (clash.length)
      throw inConflict(
        `The component ids ${clash.map((c) => c.id).join(', ')} are taken; choose another shadow plant id`,
      );
  }

  // every copied row starts its own history (version 0: "I saw none")
  const created = { ...ctx, version: 0 };
  await plantEntity.save(
    body.id,
    {
      internal_id: body.id,
      name: body.name,
      market_timezone: src.market_timezone,
      price_region_id: src.price_region_id,
      price_forecast_source_id: src.price_forecast_source_id,
      plant_state: 'Draft',
      shadow_of_id: src.id,
      customer_id: src.customer_id,
    },
    created,
    trx,
  );
  await trx
    .insertInto('plant_view')
    .values({
      id: body.id,
      internal_id: body.id,
      portfolio_id: view.portfolio_id,
      physical_plant_id: body.id,
      name: body.name,
    })
    .execute();

  /** What a component's copy keeps of it: names and type, in the new plant. */
  const copyOf = (c: { external_id: string; name: string; type: string }) => ({
    external_id: c.external_id,
    physical_plant_id: body.id,
    name: c.name,
    type: c.type,
  });
  for (const b of bodies)
    await hydroBodyEntity.save(mapId(b.id), { ...copyOf(b), ...pickFields(b, BODY_STATIC_FIELDS) }, created, trx);
  for (const b of bodies)
    if (b.spill_target_id)
      await hydroBodyEntity.save(mapId(b.id), { spill_target_id: mapId(b.spill_target_id) }, ctx, trx);
  for (const u of units)
    await controlUnitEntity.save(
      mapId(u.id),
      {
        ...copyOf(u),
        upstream_id: u.upstream_id && mapId(u.upstream_id),
        downstream_id: u.downstream_id && mapId(u.downstream_id),
        ...pickFields(u, [...UNIT_OPERATION_FIELDS, ...UNIT_LIMIT_FIELDS, ...UNIT_GATE_FIELDS]),
      },
      created,
      trx,
    );

  const bodyIds = bodies.map((b) => b.id);
  const unitIds = units.map((u) => u.id);
  // each component's points and the source view's assignment follow it to its copy
  const idsOf = { hydro_body_id: bodyIds, control_unit_id: unitIds };
  for (const { table, owner } of Object.values(POINT_TABLES))
    await copyRows(trx, table, sql`${sql.ref(owner)} = any(${idsOf[owner]})`, (p) => ({
      ...p,
      [owner]: mapId(p[owner] as string),
    }));
  for (const [table, owner] of [
    ['plant_view_hydro_body', 'hydro_body_id'],
    ['plant_view_control_unit', 'control_unit_id'],
  ] as const)
    await copyRows(trx, table, sql`plant_view_id = ${view.id}`, (a) => ({
      plant_view_id: body.id,
      [owner]: mapId(a[owner] as string),
      redirect_id: mapId(a[owner] as string),
      display_name: a.display_name,
      external_id: a.external_id,
    }));
  const tables = await trx
    .selectFrom('point_table')
    .selectAll()
    .where(sql<boolean>`hydro_body_id = any(${bodyIds}) or control_unit_id = any(${unitIds})`)
    .execute();
  for (const t of tables) {
    const owner = t.hydro_body_id ?? t.control_unit_id!;
    await pointTableEntity.save(
      `${t.kind}:${mapId(owner)}`,
      {
        kind: t.kind,
        hydro_body_id: t.hydro_body_id && mapId(t.hydro_body_id),
        control_unit_id: t.control_unit_id && mapId(t.control_unit_id),
        points: t.points,
      },
      created,
      trx,
    );
  }
  await sql`insert into plant_strategy (physical_plant_id, water_value_factor_percent, updated_by, updated_at)
      select ${body.id}, water_value_factor_percent, ${ctx.by}, ${ctx.at} from plant_strategy where physical_plant_id = ${src.id}`.execute(
    trx,
  );
  await sql`insert into plant_analytics (physical_plant_id, horizon_hours, terminal_water_value_method, terminal_water_value_eur_mwh, updated_by, updated_at)
      select ${body.id}, horizon_hours, terminal_water_value_method, terminal_water_value_eur_mwh, ${ctx.by}, ${ctx.at} from plant_analytics where physical_plant_id = ${src.id}`.execute(
    trx,
  );
  return { sourcePlantId: src.id, bodyIds, unitIds, mapId };
}

/** Inserts a copy (`to`) of each row of `table` that `where` picks, in the caller's transaction. */
async function copyRows(
  trx: Executor,
  table: CopiedTable,
  where: RawBuilder<unknown>,
  to: (row: Record<string, unknown>) => Record<string, unknown>,
): Promise<void> {
  const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)} where ${where}`.execute(trx);
  // the copies are rows of the same table, so its columns fit
  if (rows.length)
    await trx
      .insertInto(table)
      .values(rows.map(to) as never)
      .execute();
}
type CopiedTable =
  | 'level_to_content_point'
  | 'flow_to_power_point'
  | 'opening_to_throughput_point'
  | 'plant_view_hydro_body'
  | 'plant_view_control_unit';
