export * from './topology.js';
export * from './series.js';
export * from './curves.js';
export * from './copyChunks.js';
export { createWorld, collectSeries, DEFAULT_WORLD_SEED } from './generateWorld.js';
export type { World, WorldOptions } from './generateWorld.js';
export { powerAt } from './hydraulics.js';
export { contentLimits } from './siteModel.js';
