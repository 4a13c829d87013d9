// Plain-JS entry of the solver worker: registers tsx in this thread (a worker started from a
// process without tsx, e.g. a test runner, cannot load TypeScript otherwise), then loads the worker.
import { register } from 'tsx/esm/api';

register();
await import('./solveWorker.ts');
