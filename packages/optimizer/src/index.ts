export type * from './types.js';
export { solvePlan, closeSolvers, warmSolvers, type SolvePlanOptions } from './solvePlan.js';
export { solveLp } from './solveLp.js';
export { DEFAULT_MIP_GAP, DEFAULT_MIP_WORK } from './solveOnOff.js';
export type { SolverOptions } from './solveOptions.js';
export { solvePlanInThread, type PlanOptions } from './solvePlanInThread.js';
export { solveInWindows, type WindowOptions } from './solveInWindows.js';
export { syntheticCascade } from './syntheticCascade.js';
export { writeLp } from './writeLp.js';
export { checkPlan } from './checkPlan.js';
export { readShopYaml, type ShopImport } from './shop/readShopYaml.js';
export { hasHeadModel } from './parts/head/solveWithHead.js';
export { iterationLpPath, solveWritingIterationLps } from './parts/head/iterationLps.js';
export { shopObjective, type ShopObjective } from './shop/shopObjective.js';
export { energyEquivalents } from './energyEquivalents.js';
export { levelToContent, contentToLevel } from './curves.js';
export type * from './longTerm/types.js';
export { trainSddp, type SddpOptions } from './longTerm/sddp.js';
export { solveSdp, type SdpOptions } from './longTerm/sdp.js';
export { waterValueTables, activeCut, FILLING_PERCENT, type WaterValueTable } from './longTerm/waterValueTable.js';
export { syntheticLongTerm } from './longTerm/syntheticLongTerm.js';
export { hydroValley } from './longTerm/hydroValley.js';
export {
  solveLongTermInThread,
  chooseMethod,
  type LongTermOptions,
  type LongTermRun,
} from './longTerm/solveLongTermInThread.js';
export { solveLongTerm, type SolveLongTermOptions } from './longTerm/solveLongTerm.js';
export type * from './bids/types.js';
export { reserveOpportunityCost, reserveOpportunityCostInThread } from './reserveOpportunityCost.js';
export * from './bids/index.js';
