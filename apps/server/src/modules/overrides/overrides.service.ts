import {
  EDITABLE_QUANTITY_UNITS,
  dayAheadWindow,
  isDayAheadEdit,
  limitViolation,
  overrideStretches,
  overrideDenial,
  quantityFits,
  storedKind,
  type ActiveOverride,
  type DayAheadWindow,
  type EditableQuantity,
  type OverrideConflict,
  type OverrideInfoFrame,
  type OverrideKind,
  type SaveOverridesResponse,
} from '@penstock/domain';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/schema.js';
import { forbidden, invalidFields } from '../../http/httpError.js';
import type { AuthUser } from '../../types.js';
import { bidCompletionTime, plantsRepo, type PlantViewRow } from '../plants/index.js';
import { OverrideConflictError } from './overrideConflictError.js';
import { createOverridesRepo, createSeriesTargets, type ViewComponent } from '../series/index.js';

/** A cell as it arrives: value undefined = DELETE, null = remove the override, number = override. */
export interface CellInput {
  component_id?: string;
  quantity?: string;
  ts: number;
  value?: number | null;
  /** undefined: no conflict check for this cell (range DELETE) */
  expected_previous?: number | null;
}
export interface SaveOptions {
  kind: OverrideKind;
  component?: string;
  quantity?: string;
  dryRun?: boolean;
}

/** Rolls back a dry run after every check passed. */
class DryRun extends Error {}

const invalid = (errors: Array<{ path: string; message: string }>) => invalidFields('body', errors);

export function createOverridesService(db: Db, clock: Clock) {
  const repo = createOverridesRepo(db);
  const targets = createSeriesTargets(db);

  /** Cells with their component and quantity filled in from the query, checked against the view; 400 otherwise. */
  function resolveCells(cells: CellInput[], opts: SaveOptions, components: ViewComponent[]) {
    const byId = new Map(components.map((c) => [c.id, c]));
    const errors: Array<{ path: string; message: string }> = [];
    const out = cells.map((c, i) => {
      const componentId = c.component_id ?? opts.component;
      const quantity = (c.quantity ?? opts.quantity) as EditableQuantity | undefined;
      const component = componentId ? byId.get(componentId) : undefined;
      if (!componentId)
        errors.push({
          path: `cells.${i}.component_id`,
          message: 'Required (in the cell or as the component query parameter)',
        });
      else if (!component)
        errors.push({
          path: `cells.${i}.component_id`,
          message: `Unknown component of this plant view: ${componentId}`,
        });
      if (!quantity)
        errors.push({
          path: `cells.${i}.quantity`,
          message: 'Required (in the cell or as the quantity query parameter)',
        });
      else if (component && !quantityFits(quantity, component.type))
        errors.push({ path: `cells.${i}.quantity`, message: `A ${component.type} has no ${quantity}` });
      return { ...c, component: component!, quantity: quantity! };
    });
    if (errors.length) throw invalid(errors);
    return out;
  }

  /**
   * 400 per cell whose value the unit cannot follow (above its largest power, a negative power on a
   * unit that cannot pump, ...): such a plan would make every later optimisation infeasible, and an
   * actual like it is a typing error. Checked before rights and conflicts, like any other shape error.
   */
  async function checkLimits(view: PlantViewRow, cells: ReturnType<typeof resolveCells>) {
    if (!cells.some((c) => c.value != null && c.component.is_unit)) return;
    const units = new Map((await plantsRepo(db).controlUnits(view.id, view.physical_plant_id)).map((u) => [u.id, u]));
    const errors: Array<{ path: string; message: string }> = [];
    cells.forEach((c, i) => {
      const unit = units.get(c.component.id);
      if (c.value == null || !unit) return;
      const why = limitViolation(c.quantity, c.value, EDITABLE_QUANTITY_UNITS[c.quantity], unit);
      if (why)
        errors.push({
          path: `cells.${i}.value`,
          message: `${c.component.name}: ${why}`,
        });
    });
    if (errors.length) throw invalid(errors);
  }

  async function window(view: PlantViewRow): Promise<DayAheadWindow> {
    return dayAheadWindow(
      clock.now().getTime(),
      view.market_timezone,
      await bidCompletionTime(view.physical_plant_id, db),
    );
  }

  return {
    window,

    /**
     * Writes (value set), removes (value null or undefined) overrides of the cells, all or nothing.
     * Order: shape (400) -> rights (403) -> conflicts (409) -> write. One transaction; writers of the
     * same series are serialised by an advisory lock, so the conflict check cannot race.
     */
    async save(
      user: AuthUser,
      view: PlantViewRow,
      cells: CellInput[],
      opts: SaveOptions,
    ): Promise<SaveOverridesResponse> {
      const resolved = resolveCells(cells, opts, await targets.viewComponents(view.id));
      await checkLimits(view, resolved);
      const now = clock.now();
      const dayAhead = await window(view);
      let saved = 0;
      let removed = 0;
      try {
        await db.transaction().execute(async (trx) => {
          // series per (component, quantity); a missing one is made (rolled back with a refused save)
          const series = new Map<string, { id: number; resolution_seconds: number }>();
          for (const c of resolved) {
            const key = `${c.component.id}\u0000${c.quantity}`;
            if (series.has(key)) continue;
            const owner = c.component.is_unit ? { control_unit_id: c.component.id } : { hydro_body_id: c.component.id };
            series.set(
              key,
              await targets.ensure(
                owner,
                c.quantity,
                storedKind(opts.kind, c.quantity),
                EDITABLE_QUANTITY_UNITS[c.quantity],
                trx,
              ),
            );
          }
          const sids = resolved.map((c) => series.get(`${c.component.id}\u0000${c.quantity}`)!);

          const errors: Array<{ path: string; message: string }> = [];
          const seen = new Set<string>();
          resolved.forEach((c, i) => {
            const step = sids[i].resolution_seconds * 1000;
            if (c.ts % step !== 0)
              errors.push({
                path: `cells.${i}.ts`,
                message: `Must be the start of a ${step / 60_000}-minute interval`,
              });
            const key = `${sids[i].id}:${c.ts}`;
            if (seen.has(key)) errors.push({ path: `cells.${i}.ts`, message: 'The same cell appears twice' });
            seen.add(key);
          });
          if (errors.length) throw invalid(errors);

          for (let i = 0; i < resolved.length; i++) {
            const c = resolved[i];
            const denial = overrideDenial({
              isAdmin: user.isAdmin,
              plantState: view.plant_state,
              kind: opts.kind,
              ts: c.ts,
              resolutionMs: sids[i].resolution_seconds * 1000,
              now: now.getTime(),
            });
            if (denial)
              throw forbidden(`${denial} (${c.component.id} ${c.quantity} at ${new Date(c.ts).toISOString()})`);
          }

          const ids = sids.map((s) => s.id);
          const tss = resolved.map((c) => c.ts);
          await targets.lock(ids, trx);
          const states = await repo.cellStates(ids, tss, trx);
          const conflicts: OverrideConflict['conflicts'] = [];
          resolved.forEach((c, i) => {
            if (c.expected_previous === undefined) return;
            const s = states[i];
            const current = s.override ?? s.original;
            if (current !== c.expected_previous) {
              conflicts.push({
                component_id: c.component.id,
                quantity: c.quantity,
                ts: c.ts,
                expected_previous: c.expected_previous,
                current,
                original: s.original,
                override_by: s.override_by,
                overridden_at: s.overridden_at,
              });
            }
          });
          if (conflicts.length) {
            throw new OverrideConflictError({
              detail: `${conflicts.length} of the values were changed by someone else after you loaded them. Nothing was saved.`,
              conflicts,
            });
          }

          removed = resolved.filter((c, i) => c.value == null && states[i].override !== null).length;
          // the live overrides of the cells become history (the lock keeps them live until here)
          await repo.close(
            states.filter((st) => st.override_id != null).map((st) => st.override_id!),
            now,
            trx,
          );
          const writes = resolved.map((c, i) => ({ c, i })).filter(({ c }) => c.value != null);
          saved = await repo.insert(
            writes.map(({ i }) => ids[i]),
            writes.map(({ c }) => c.ts),
            writes.map(({ c }) => c.value!),
            user.email,
            now,
            trx,
          );
          if (opts.dryRun) throw new DryRun();
        });
      } catch (e) {
        if (!(e instanceof DryRun)) throw e;
      }
      return {
        saved,
        removed,
        dry_run: !!opts.dryRun,
        day_ahead: dayAhead,
        day_ahead_cells: resolved
          .filter((c) => isDayAheadEdit(dayAhead, c.ts))
          .map((c) => ({ component_id: c.component.id, quantity: c.quantity, ts: c.ts })),
      };
    },

    /** The cells of a range DELETE: every live override of one series in [start, end). */
    async liveCells(
      view: PlantViewRow,
      kind: OverrideKind,
      componentId: string,
      quantity: EditableQuantity,
      start: number,
      end: number,
    ): Promise<CellInput[]> {
      const component = (await targets.viewComponents(view.id)).find((c) => c.id === componentId);
      if (!component)
        throw invalid([{ path: 'component', message: `Unknown component of this plant view: ${componentId}` }]);
      const owner = component.is_unit ? { control_unit_id: component.id } : { hydro_body_id: component.id };
      const series = await targets.find(owner, quantity, storedKind(kind, quantity));
      if (!series) return [];
      return (await repo.liveIn(series.id, start, end)).map((o) => ({ component_id: componentId, quantity, ts: o.ts }));
    },

    /** The live overrides in [start, end) as stretches per series and person, in time order (cockpit alerts). */
    async active(view: PlantViewRow, start: number, end: number): Promise<ActiveOverride[]> {
      const components = new Map((await targets.viewComponents(view.id)).map((c) => [c.id, c]));
      const cells = await repo.liveOfComponents([...components.keys()], start, end);
      return overrideStretches(cells)
        .map(({ first, to, cells: n, min, max, overridden_at }) => {
          const component = components.get(first.component_id)!;
          return {
            component_id: component.id,
            component_name: component.name,
            component_type: component.type,
            // a forecast override is the inflow plan (storedKind)
            quantity: first.quantity as EditableQuantity,
            kind: (first.kind === 'actual' ? 'actual' : 'plan') as OverrideKind,
            unit: first.unit,
            from: first.ts,
            to,
            cells: n,
            min,
            max,
            override_by: first.override_by,
            overridden_at,
          };
        })
        .sort(
          (a, b) =>
            a.from - b.from || a.component_name.localeCompare(b.component_name) || a.quantity.localeCompare(b.quantity),
        );
    },

    /** Values with original, live override, who and when, per series of the view's components. */
    async info(
      view: PlantViewRow,
      q: {
        kind: OverrideKind;
        start: number;
        end: number;
        component?: string;
        quantity?: EditableQuantity;
        run?: string;
      },
    ): Promise<OverrideInfoFrame[]> {
      const components = (await targets.viewComponents(view.id)).filter((c) => !q.component || c.id === q.component);
      const quantities = q.quantity ? [q.quantity] : (Object.keys(EDITABLE_QUANTITY_UNITS) as EditableQuantity[]);
      const metas: Array<{ component: ViewComponent; quantity: EditableQuantity; id: number; unit: string }> = [];
      for (const component of components) {
        for (const quantity of quantities.filter((x) => quantityFits(x, component.type))) {
          const owner = component.is_unit ? { control_unit_id: component.id } : { hydro_body_id: component.id };
          const s = await targets.find(owner, quantity, storedKind(q.kind, quantity));
          if (s) metas.push({ component, quantity, id: s.id, unit: s.unit });
        }
      }
      const rows = await repo.info(
        metas.map((m) => m.id),
        q.start,
        q.end,
        q.run ?? null,
      );
      const bySeries = new Map<number, typeof rows>();
      for (const r of rows) (bySeries.get(r.series_id) ?? bySeries.set(r.series_id, []).get(r.series_id)!).push(r);
      return metas.map((m) => {
        const mine = bySeries.get(m.id) ?? [];
        return {
          component_id: m.component.id,
          component_name: m.component.name,
          component_type: m.component.type,
          quantity: m.quantity,
          kind: q.kind,
          unit: m.unit,
          time: mine.map((r) => r.ts),
          values: mine.map((r) => r.override ?? r.original),
          original: mine.map((r) => r.original),
          override: mine.map((r) => r.override),
          override_by: mine.map((r) => r.override_by),
          overridden_at: mine.map((r) => r.overridden_at),
          run_id: mine.map((r) => r.run_id),
        };
      });
    },
  };
}
