import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MODULES_DIR = fileURLToPath(new URL('./modules', import.meta.url));

/**
 * Every modules/<area>/*<suffix> on disk, in a stable order: how routes (`.routes.ts`) and jobs
 * (`.jobs.ts`) are found, so adding a module needs no edit elsewhere.
 */
export function findModuleFiles(suffix: string, dir = MODULES_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      readdirSync(join(dir, d.name))
        .filter((f) => f.endsWith(suffix))
        .map((f) => join(dir, d.name, f)),
    )
    .sort();
}
