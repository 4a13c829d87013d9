import {
  componentKindOf,
  type ComponentType,
  type PlantViewComponent,
  type PlantViewComponents,
  type ViewComponentKind,
} from '@penstock/domain';
import { sql } from 'kysely';
import type { WriteContext } from '../../db/entities/defineEntity.js';
import type { Db, Executor } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../http/httpError.js';
import { plantViewEntity } from './portfolioAdmin.service.js';

type Ref = { type: ComponentType; internal_id: string };
type Changes = Record<string, { from: unknown; to: unknown }>;
/** assign and unassign: 'strict' refuses what is already so (add, delete), 'lenient' skips it (assign, unassign, bulk). */
type Mode = 'strict' | 'lenient';

const TABLES = {
  hydro_body: { link: 'plant_view_hydro_body', col: 'hydro_body_id', source: 'hydro_body' },
  control_unit: { link: 'plant_view_control_unit', col: 'control_unit_id', source: 'control_unit' },
} as const;

/**
 * Manage Plant View (spec 2 sections 2 and 7): which components of its physical plant a view shows,
 * with their display name and External ID in the view. Every write runs in one transaction under
 * the view's version (409 when stale) and is kept in the view's history (who, when, what).
 * Our rule where the spec is silent: a view may show any selection (a shadow view starts empty);
 * the topology answer already leaves out a downstream body no assigned unit releases into.
 */
export function createPlantViewComponentsService(db: Db) {
  async function requireView(portfolioId: string, viewId: string, trx: Executor = db) {
    const v = await trx
      .selectFrom('plant_view')
      .select(['id', 'physical_plant_id', 'version'])
      .where('portfolio_id', '=', portfolioId)
      .where('id', '=', viewId)
      .executeTakeFirst();
    if (!v) throw notFound('Plant view not found');
    return v;
  }

  async function components(
    viewId: string,
    plantId: string,
    trx: Executor,
  ): Promise<{ hydro_bodies: PlantViewComponent[]; control_units: PlantViewComponent[] }> {
    const { rows: bodies } = await sql<PlantViewComponent>`
      select b.id as internal_id, coalesce(a.external_id, b.external_id) as external_id, coalesce(a.display_name, b.name) as name,
             case when b.type = 'DOWNSTREAM' then 'DOWNSTREAM' else 'RESERVOIR' end as type, a.hydro_body_id is not null as assigned, b.name as component_name
      from hydro_body b left join plant_view_hydro_body a on a.hydro_body_id = b.id and a.plant_view_id = ${viewId}
      where b.physical_plant_id = ${plantId} order by b.id`.execute(trx);
    const { rows: units } = await sql<PlantViewComponent>`
      select u.id as internal_id, coalesce(a.external_id, u.external_id) as external_id, coalesce(a.display_name, u.name) as name,
             u.type, a.control_unit_id is not null as assigned, u.name as component_name
      from control_unit u left join plant_view_control_unit a on a.control_unit_id = u.id and a.plant_view_id = ${viewId}
      where u.physical_plant_id = ${plantId} order by u.id`.execute(trx);
    return { hydro_bodies: bodies, control_units: units };
  }

  async function list(portfolioId: string, viewId: string, trx: Executor = db): Promise<PlantViewComponents> {
    const view = await requireView(portfolioId, viewId, trx);
    return { ...(await components(view.id, view.physical_plant_id, trx)), version: view.version };
  }

  /** The components named, each of the view's plant and of the type given (400 naming the others). */
  function resolve(
    all: { hydro_bodies: PlantViewComponent[]; control_units: PlantViewComponent[] },
    refs: readonly Ref[],
  ): PlantViewComponent[] {
    const byKey = new Map(
      [...all.hydro_bodies, ...all.control_units].map((c) => [`${componentKindOf(c.type)}:${c.internal_id}`, c]),
    );
    const problems: { path: string; message: string }[] = [];
    const found = refs.map((r, i) => {
      const c = byKey.get(`${componentKindOf(r.type)}:${r.internal_id}`);
      if (!c)
        problems.push({ path: `components.${i}.internal_id`, message: `No ${r.type} ${r.internal_id} in this plant` });
      else if (c.type !== r.type)
        problems.push({ path: `components.${i}.type`, message: `${r.internal_id} is a ${c.type}, not a ${r.type}` });
      return c!;
    });
    if (refs.length === 1 && !found[0]) throw notFound(problems[0].message);
    if (problems.length) throw badRequest('Some components are not components of this plant', problems);
    return [...new Map(found.map((c) => [`${componentKindOf(c.type)}:${c.internal_id}`, c])).values()];
  }

  const key = (c: PlantViewComponent) => `${c.type} ${c.internal_id}`;

  async function setAssigned(
    portfolioId: string,
    viewId: string,
    pick: (all: { hydro_bodies: PlantViewComponent[]; control_units: PlantViewComponent[] }) => PlantViewComponent[],
    assign: boolean,
    mode: Mode,
    ctx: WriteContext,
  ) {
    await requireView(portfolioId, viewId);
    await plantViewEntity.change(viewId, ctx, db, async (trx, row) => {
      const chosen = pick(await components(viewId, row.physical_plant_id as string, trx));
      const already = chosen.filter((c) => c.assigned === assign);
      if (mode === 'strict' && already.length)
        throw assign
          ? conflict(`${already[0].name} (${already[0].internal_id}) is assigned already`)
          : notFound(`${already[0].name} (${already[0].internal_id}) is not assigned to this plant view`);
      const todo = chosen.filter((c) => c.assigned !== assign);
      const changes: Changes = {};
      for (const kind of ['hydro_body', 'control_unit'] as const) {
        const ids = todo.filter((c) => componentKindOf(c.type) === kind).map((c) => c.internal_id);
        if (!ids.length) continue;
        const t = TABLES[kind];
        if (assign)
          await sql`insert into ${sql.table(t.link)} (plant_view_id, ${sql.ref(t.col)}, redirect_id) select ${viewId}, id, id from unnest(${ids}::text[]) as id`.execute(
            trx,
          );
        else
          await sql`delete from ${sql.table(t.link)} where plant_view_id = ${viewId} and ${sql.ref(t.col)} = any(${ids}::text[])`.execute(
            trx,
          );
      }
      for (const c of todo) changes[key(c)] = assign ? { from: null, to: 'assigned' } : { from: 'assigned', to: null };
      return changes;
    });
    return list(portfolioId, viewId);
  }

  const ofKind =
    (kind: ViewComponentKind | undefined) =>
    (all: { hydro_bodies: PlantViewComponent[]; control_units: PlantViewComponent[] }) =>
      kind === 'hydro_body'
        ? all.hydro_bodies
        : kind === 'control_unit'
          ? all.control_units
          : [...all.hydro_bodies, ...all.control_units];

  return {
    list,

    /** add {type, internal_id} (409 when assigned) and assign (nothing to do when assigned). */
    assign: (portfolioId: string, viewId: string, ref: Ref, mode: Mode, ctx: WriteContext) =>
      setAssigned(portfolioId, viewId, (all) => resolve(all, [ref]), true, mode, ctx),
    /** delete the component view (404 when not assigned) and unassign (nothing to do then). */
    unassign: (portfolioId: string, viewId: string, ref: Ref, mode: Mode, ctx: WriteContext) =>
      setAssigned(portfolioId, viewId, (all) => resolve(all, [ref]), false, mode, ctx),
    bulk: (portfolioId: string, viewId: string, refs: readonly Ref[], assign: boolean, ctx: WriteContext) =>
      setAssigned(portfolioId, viewId, (all) => resolve(all, refs), assign, 'lenient', ctx),
    all: (
      portfolioId: string,
      viewId: string,
      kind: ViewComponentKind | undefined,
      assign: boolean,
      ctx: WriteContext,
    ) => setAssigned(portfolioId, viewId, ofKind(kind), assign, 'lenient', ctx),

    /**
     * update {new_component_id, new_component_name}: its External ID and display name in the view.
     * A value equal to the component's own is stored as "follow the component". Two components of
     * one view never share an External ID (409): the customer's IT addresses them by it.
     */
    async update(
      portfolioId: string,
      viewId: string,
      ref: Ref,
      body: { new_component_id: string; new_component_name: string },
      ctx: WriteContext,
    ) {
      await requireView(portfolioId, viewId);
      await plantViewEntity.change(viewId, ctx, db, async (trx, row) => {
        const all = await components(viewId, row.physical_plant_id as string, trx);
        const [c] = resolve(all, [ref]);
        if (!c.assigned) throw notFound(`${c.name} (${c.internal_id}) is not assigned to this plant view`);
        const clash = [...all.hydro_bodies, ...all.control_units].find(
          (o) =>
            o.assigned &&
            o.external_id === body.new_component_id &&
            !(o.internal_id === c.internal_id && o.type === c.type),
        );
        if (clash)
          throw conflict(
            `The External ID ${body.new_component_id} is used by ${clash.name} (${clash.internal_id}) in this plant view`,
          );
        const own = await sql<{
          name: string;
          external_id: string;
        }>`select name, external_id from ${sql.table(TABLES[componentKindOf(c.type)].source)} where id = ${c.internal_id}`.execute(
          trx,
        );
        const t = TABLES[componentKindOf(c.type)];
        await sql`update ${sql.table(t.link)} set display_name = ${body.new_component_name === own.rows[0].name ? null : body.new_component_name},
          external_id = ${body.new_component_id === own.rows[0].external_id ? null : body.new_component_id}
          where plant_view_id = ${viewId} and ${sql.ref(t.col)} = ${c.internal_id}`.execute(trx);
        const changes: Changes = {};
        if (c.name !== body.new_component_name)
          changes[`${key(c)} name`] = { from: c.name, to: body.new_component_name };
        if (c.external_id !== body.new_component_id)
          changes[`${key(c)} external_id`] = { from: c.external_id, to: body.new_component_id };
        return changes;
      });
      return list(portfolioId, viewId);
    },
  };
}
