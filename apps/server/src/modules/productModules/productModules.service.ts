import {
  featureDenial,
  planModuleChange,
  plantDenial,
  TRIAL_MS,
  type GatedFeature,
  type HistoryEntry,
  type ModuleChange,
  type PlantModules,
  type SetModuleBody,
  type SetModuleResult,
} from '@penstock/domain';
import type { Db, Executor } from '../../db/schema.js';
import { ConflictError, forbidden } from '../../http/httpError.js';
import type { PlantViewAccess } from '../plants/index.js';
import type { AuthUser } from '../../types.js';
import { historyByIdPrefix } from '../../db/entities/entityHistory.repo.js';
import { lockPlantModules, moduleRows, plantsWithEndedTrials } from './productModules.repo.js';
import { moduleRowId, plantModuleList, productModuleEntity, statesOf } from './productModuleEntity.js';

type View = Pick<PlantViewAccess, 'id' | 'name' | 'physical_plant_id' | 'plant_state' | 'portfolio'>;

/** Writes the planned changes: TRIAL starts (or restarts) a 30-day trial from `at`. */
async function applyChanges(
  physicalPlantId: string,
  changes: readonly ModuleChange[],
  ctx: { by: string; at: Date; version?: number; versionOf?: string },
  trx: Executor,
) {
  for (const c of changes) {
    const trialEnds = c.to === 'TRIAL' ? new Date(ctx.at.getTime() + TRIAL_MS) : null;
    await productModuleEntity.save(
      moduleRowId(physicalPlantId, c.module),
      { physical_plant_id: physicalPlantId, module: c.module, state: c.to, trial_ends_at: trialEnds },
      { by: ctx.by, at: ctx.at, version: c.module === ctx.versionOf ? ctx.version : undefined },
      trx,
    );
  }
}

export function createProductModulesService(db: Db) {
  async function describe(
    view: View,
    user: Pick<AuthUser, 'isAdmin' | 'email' | 'planTier'>,
    now: Date,
    trx: Executor = db,
  ): Promise<PlantModules> {
    const lockedReason = plantDenial('changeProductModules', user, view.portfolio, view);
    return {
      physical_plant_id: view.physical_plant_id,
      plant_view_id: view.id,
      name: view.name,
      plant_state: view.plant_state,
      can_change: lockedReason === null,
      locked_reason: lockedReason,
      modules: await plantModuleList(view.physical_plant_id, now, trx),
    };
  }

  return {
    describe,

    /**
     * Sets one module, with what the dependency rule adds (planModuleChange): raising a module
     * raises its weaker dependencies; lowering one that a dependent needs is refused (409).
     * The caller has checked changeProductModules (admins, never in Review or Live).
     */
    async set(view: View, body: SetModuleBody, user: AuthUser, now: Date): Promise<SetModuleResult> {
      return db.transaction().execute(async (trx) => {
        await lockPlantModules(view.physical_plant_id, trx);
        const current = await plantModuleList(view.physical_plant_id, now, trx);
        const plan = planModuleChange(statesOf(current), body.module, body.state);
        if (!plan.ok) throw new ConflictError({ detail: plan.detail, blocking: plan.blocking });
        await applyChanges(
          view.physical_plant_id,
          plan.changes,
          { by: user.email, at: now, version: body.version, versionOf: body.module },
          trx,
        );
        return { ...(await describe(view, user, now, trx)), changed: plan.changes };
      });
    },

    /** Every change of the plant's modules, newest first. */
    async history(physicalPlantId: string): Promise<HistoryEntry[]> {
      return historyByIdPrefix(productModuleEntity.entity, `${physicalPlantId}:`, 500, db);
    },
  };
}

/** 403 with the upgrade detail unless the feature's module is ACTIVE or in TRIAL for the view's plant. */
export async function requireFeature(
  view: Pick<PlantViewAccess, 'physical_plant_id' | 'name'>,
  feature: GatedFeature,
  now: Date,
  db: Executor,
): Promise<void> {
  const denial = featureDenial(feature, statesOf(await plantModuleList(view.physical_plant_id, now, db)), view.name);
  if (denial) throw forbidden(denial);
}

/**
 * Ends the trials whose 30 days are over: the module and whatever needs it (only trials can, by the
 * dependency rule) become INACTIVE, recorded as changed by 'trial-expiry'. In every plant state:
 * a trial ending is not a change somebody makes.
 */
export async function expireTrials(db: Db, now: Date): Promise<{ expired: string[] }> {
  const due = await plantsWithEndedTrials(now, db);
  const expired: string[] = [];
  for (const plantId of due) {
    await db.transaction().execute(async (trx) => {
      await lockPlantModules(plantId, trx);
      const stored = await moduleRows(plantId, trx);
      // the list as it applies now already reads ended trials as INACTIVE; what differs from the stored rows is to write
      const effective = await plantModuleList(plantId, now, trx);
      const changes = effective.flatMap((m) => {
        const s = stored.find((r) => r.module === m.module);
        return s && s.state !== m.state ? [{ module: m.module, from: s.state, to: m.state }] : [];
      });
      await applyChanges(plantId, changes, { by: 'trial-expiry', at: now }, trx);
      for (const c of changes) expired.push(moduleRowId(plantId, c.module));
    });
  }
  return { expired };
}
