export type * from './types.js';
export { solve, closeSolvers, type SolveOptions } from './solve.js';
export { solveSync, type SolveSyncOptions } from './solveSync.js';
export { writeLp } from './writeLp.js';
export { checkPlan } from './checkPlan.js';
export { energyEquivalents } from './energyEquivalents.js';
export { levelToContent, contentToLevel } from './curves.js';
