import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { livePostmasterPid } from '../db/startEmbeddedPostgres.js';
import { secretFiles } from './backupEmbedded.js';

/**
 * Puts a backup made by backupEmbedded into DATA_DIR: the database files (PostgreSQL replays the
 * backup's WAL on the next start) and the secrets. What was there is moved aside into
 * DATA_DIR/replaced-<time>/, never deleted. Refuses while PostgreSQL runs on that folder.
 */
export function restoreEmbedded(opts: { dataDir: string; file: string; now?: Date }): { replaced: string | null } {
  const pgDir = join(opts.dataDir, 'postgres');
  const pid = livePostmasterPid(pgDir);
  if (pid) throw new Error(`PostgreSQL (process ${pid}) is running on ${pgDir}: stop Penstock first`);
  if (!existsSync(opts.file)) throw new Error(`${opts.file} does not exist`);
  // Unpack next to the data first, so a broken file changes nothing.
  const unpacked = mkdtempSync(join(opts.dataDir, '.restore-'));
  try {
    run('tar', ['-xzf', opts.file, '-C', unpacked]);
    if (
      !existsSync(join(unpacked, 'postgres', 'PG_VERSION')) ||
      !existsSync(join(unpacked, 'postgres', 'backup_label'))
    ) {
      throw new Error(`${opts.file} is not a Penstock backup (no postgres/PG_VERSION and backup_label inside)`);
    }
    const present = [...(existsSync(pgDir) ? ['postgres'] : []), ...secretFiles(opts.dataDir)];
    let replaced: string | null = null;
    if (present.length) {
      replaced = join(opts.dataDir, `replaced-${(opts.now ?? new Date()).toISOString().replace(/[:.]/g, '-')}`);
      mkdirSync(replaced);
      for (const name of present) renameSync(join(opts.dataDir, name), join(replaced, name));
    }
    for (const name of readdirSync(unpacked)) renameSync(join(unpacked, name), join(opts.dataDir, name));
    chmodSync(pgDir, 0o700); // PostgreSQL refuses a data folder others can read
    // As root the embedded PostgreSQL runs as the OS user `postgres` (see startEmbeddedPostgres).
    if (process.getuid?.() === 0) {
      if (spawnSync('id', ['-u', 'postgres']).status !== 0) {
        run('groupadd', ['-f', 'postgres']);
        run('useradd', ['-g', 'postgres', 'postgres']);
      }
      run('chown', ['-R', 'postgres:postgres', pgDir]);
    }
    return { replaced };
  } finally {
    rmSync(unpacked, { recursive: true, force: true });
  }
}

function run(cmd: string, args: string[]) {
  const r = spawnSync(cmd, args, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${cmd} ${args[0]} failed: ${(r.stderr || r.error?.message || '').trim()}`);
}
