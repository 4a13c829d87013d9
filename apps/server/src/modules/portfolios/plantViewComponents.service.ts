import {
  componentKindOf,
  type ComponentType,
  type PlantViewComponent,
  type PlantViewComponents,
  type ViewComponentKind,
} from '@penstock/domain';
import type { WriteContext } from '../../db/entities/defineEntity.js';
import type { Db, Executor } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../http/httpError.js';
import {
  plantComponentsInView,
  plantViewEntity,
  setComponentsAssigned,
  setViewComponentNames,
  viewOfPortfolio,
} from '../plants/index.js';

type Ref = { type: ComponentType; internal_id: string };
/** A plant view of a portfolio, as the routes' params name it. */
export type ViewAt = { portfolioId: string; plantViewId: string };
type Changes = Record<string, { from: unknown; to: unknown }>;
/** assign and unassign: 'strict' refuses what is already so (add, delete), 'lenient' skips it (assign, unassign, bulk). */
type Mode = 'strict' | 'lenient';

/**
 * Manage Plant View (spec 2 sections 2 and 7): which components of its physical plant a view shows,
 * with their display name and External ID in the view. Every write runs in one transaction under
 * the view's version (409 when stale) and is kept in the view's history (who, when, what).
 * Our rule where the spec is silent: a view may show any selection (a shadow view starts empty);
 * the topology answer already leaves out a downstream body no assigned unit releases into.
 */
export function createPlantViewComponentsService(db: Db) {
  async function requireView(portfolioId: string, viewId: string, trx: Executor = db) {
    const v = await viewOfPortfolio(portfolioId, viewId, trx);
    if (!v) throw notFound('Plant view not found');
    return v;
  }

  const components = plantComponentsInView;

  async function list({ portfolioId, plantViewId }: ViewAt, trx: Executor = db): Promise<PlantViewComponents> {
    const view = await requireView(portfolioId, plantViewId, trx);
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
    at: ViewAt,
    pick: (all: { hydro_bodies: PlantViewComponent[]; control_units: PlantViewComponent[] }) => PlantViewComponent[],
    assign: boolean,
    mode: Mode,
    ctx: WriteContext,
  ) {
    const viewId = at.plantViewId;
    await requireView(at.portfolioId, viewId);
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
        await setComponentsAssigned(viewId, kind, ids, assign, trx);
      }
      for (const c of todo) changes[key(c)] = assign ? { from: null, to: 'assigned' } : { from: 'assigned', to: null };
      return changes;
    });
    return list(at);
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
    assign: (at: ViewAt, ref: Ref, mode: Mode, ctx: WriteContext) =>
      setAssigned(at, (all) => resolve(all, [ref]), true, mode, ctx),
    /** delete the component view (404 when not assigned) and unassign (nothing to do then). */
    unassign: (at: ViewAt, ref: Ref, mode: Mode, ctx: WriteContext) =>
      setAssigned(at, (all) => resolve(all, [ref]), false, mode, ctx),
    bulk: (at: ViewAt, refs: readonly Ref[], assign: boolean, ctx: WriteContext) =>
      setAssigned(at, (all) => resolve(all, refs), assign, 'lenient', ctx),
    all: (at: ViewAt, kind: ViewComponentKind | undefined, assign: boolean, ctx: WriteContext) =>
      setAssigned(at, ofKind(kind), assign, 'lenient', ctx),

    /**
     * update {new_component_id, new_component_name}: its External ID and display name in the view.
     * A value equal to the component's own is stored as "follow the component". Two components of
     * one view never share an External ID (409): the customer's IT addresses them by it.
     */
    async update(
      at: ViewAt,
      ref: Ref,
      body: { new_component_id: string; new_component_name: string },
      ctx: WriteContext,
    ) {
      const viewId = at.plantViewId;
      await requireView(at.portfolioId, viewId);
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
        await setViewComponentNames(
          viewId,
          componentKindOf(c.type),
          c.internal_id,
          { name: body.new_component_name, external_id: body.new_component_id },
          trx,
        );
        const changes: Changes = {};
        if (c.name !== body.new_component_name)
          changes[`${key(c)} name`] = { from: c.name, to: body.new_component_name };
        if (c.external_id !== body.new_component_id)
          changes[`${key(c)} external_id`] = { from: c.external_id, to: body.new_component_id };
        return changes;
      });
      return list(at);
    },
  };
}
