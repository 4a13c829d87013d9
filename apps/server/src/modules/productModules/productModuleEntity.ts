import {
  PRODUCT_MODULES,
  requiredModules,
  trialDaysLeft,
  type ModuleState,
  type ModuleStates,
  type PlantModule,
  type ProductModule,
} from '@penstock/domain';
import { defineEntity, type WriteContext } from '../../db/entities/defineEntity.js';
import type { Executor } from '../../db/schema.js';
import { insertActiveModules, moduleRows } from './productModules.repo.js';

/** One module of one physical plant, an entity with history (id '{plant}:{module}'). */
export const productModuleEntity = defineEntity({
  entity: 'product_module',
  table: 'product_module_state',
  key: 'id',
  fields: ['physical_plant_id', 'module', 'state', 'trial_ends_at'],
  label: 'The product module',
});
export const moduleRowId = (physicalPlantId: string, module: ProductModule) => `${physicalPlantId}:${module}`;

/**
 * The twelve modules of a plant as they apply at `now`: no row is INACTIVE, and a trial past its
 * end is INACTIVE at once (the expiry task records it later).
 */
export async function plantModuleList(physicalPlantId: string, now: Date, db: Executor): Promise<PlantModule[]> {
  const rows = await moduleRows(physicalPlantId, db);
  const byModule = new Map(rows.map((r) => [r.module, r]));
  const own = new Map(
    PRODUCT_MODULES.map((module) => {
      const r = byModule.get(module);
      const ends = r?.trial_ends_at?.getTime() ?? null;
      const expired = r?.state === 'TRIAL' && ends !== null && ends <= now.getTime();
      return [module, !r || expired ? ('INACTIVE' as ModuleState) : r.state];
    }),
  );
  return PRODUCT_MODULES.map((module) => {
    const r = byModule.get(module);
    const ends = r?.trial_ends_at?.getTime() ?? null;
    // a module whose (trial) dependency ended is off too: the dependency rule holds at every instant
    const state: ModuleState = requiredModules(module).some((d) => own.get(d) === 'INACTIVE')
      ? 'INACTIVE'
      : own.get(module)!;
    return {
      module,
      state,
      trial_ends_at: state === 'TRIAL' ? ends : null,
      days_left: state === 'TRIAL' && ends !== null ? trialDaysLeft(ends, now.getTime()) : null,
      version: r?.version ?? 0,
    };
  });
}

export const statesOf = (list: readonly PlantModule[]): ModuleStates =>
  Object.fromEntries(list.map((m) => [m.module, m.state]));
/** The plant's module states as they apply at `now` (ended trials INACTIVE). */
export const plantModuleStates = async (physicalPlantId: string, now: Date, db: Executor): Promise<ModuleStates> =>
  statesOf(await plantModuleList(physicalPlantId, now, db));

/**
 * Every module ACTIVE for new plants of a loaded world (the demo and test worlds), with their
 * history, so the seeded plants offer every screen.
 */
export async function activateAllModules(
  physicalPlantIds: readonly string[],
  by: string,
  trx: Executor,
): Promise<void> {
  await insertActiveModules(physicalPlantIds, by, trx);
}

/**
 * What a plant created in the browser starts with (our rule; the spec names no default): the
 * platform itself, insight_platform ACTIVE, which every other module needs; the provider adds what
 * the customer bought on the Commercial screen (allowed while the plant is in Draft or Setup).
 */
export async function startModules(physicalPlantId: string, ctx: WriteContext, trx: Executor): Promise<void> {
  await productModuleEntity.save(
    moduleRowId(physicalPlantId, 'insight_platform'),
    { physical_plant_id: physicalPlantId, module: 'insight_platform', state: 'ACTIVE', trial_ends_at: null },
    { ...ctx, version: 0 },
    trx,
  );
}

/** A shadow plant starts with the module states (and trial ends) of the plant it copies. */
export async function copyModules(
  fromPlantId: string,
  toPlantId: string,
  ctx: WriteContext,
  trx: Executor,
): Promise<void> {
  const rows = (await moduleRows(fromPlantId, trx)).filter((r) => r.state !== 'INACTIVE');
  for (const r of rows)
    await productModuleEntity.save(
      moduleRowId(toPlantId, r.module),
      { physical_plant_id: toPlantId, module: r.module, state: r.state, trial_ends_at: r.trial_ends_at },
      { ...ctx, version: 0 },
      trx,
    );
}
