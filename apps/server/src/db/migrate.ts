import { Migrator, type Migration, type MigrationProvider, type MigratorProps } from 'kysely';
import { readdir } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';
import type { Db } from './schema.js';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/** Loads apps/server/src/db/migrations/*.ts (named by timestamp, so name order is time order). */
class TsFileMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await readdir(MIGRATIONS_DIR)).filter((f) => /^\d.*\.ts$/.test(f) && !f.endsWith('.test.ts')).sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      migrations[file.replace(/\.ts$/, '')] = await import(pathToFileURL(join(MIGRATIONS_DIR, file)).href);
    }
    return migrations;
  }
}

/**
 * Unordered migrations are applied: developers land migrations named in their own time ranges, so
 * one that sorts before a migration a kept database already ran can arrive later; each touches its
 * own tables, and refusing it stopped such a database from starting.
 */
export function createMigrator(db: Db, opts: Partial<Omit<MigratorProps, 'db'>> = {}): Migrator {
  return new Migrator({ db, provider: new TsFileMigrationProvider(), allowUnorderedMigrations: true, ...opts });
}

/** Brings the schema to the newest migration; throws the first failure. */
export async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await createMigrator(db).migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${(error as Error).message ?? error}`);
  }
}
