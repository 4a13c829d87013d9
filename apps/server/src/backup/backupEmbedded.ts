import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
  createReadStream,
  createWriteStream,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import { redactUrl } from '../db/createDb.js';

/** What PostgreSQL recreates or never needs from a base backup (as pg_basebackup leaves out). */
const EXCLUDED = [
  'pg_wal/*',
  'postmaster.pid',
  'postmaster.opts',
  'pg_replslot/*',
  'pg_dynshmem/*',
  'pg_notify/*',
  'pg_serial/*',
  'pg_snapshots/*',
  'pg_stat_tmp/*',
  'pg_subtrans/*',
  'pgsql_tmp*',
  'pg_internal.init',
  'backup_label.old',
];
const WAL_FILE = /^[0-9A-F]{24}$/;

export interface BackupResult {
  file: string;
  bytes: number;
  ms: number;
  walFiles: number;
  startLsn: string;
  stopLsn: string;
}

/**
 * A consistent online backup of the embedded PostgreSQL (a base backup, as pg_basebackup makes it,
 * which the embedded package does not ship) plus DATA_DIR's generated secrets, as one .tar.gz:
 * a temporary replication slot keeps the WAL from the start; pg_backup_start (fast checkpoint);
 * the data files are copied while the server keeps writing; pg_backup_stop gives backup_label;
 * the WAL segments from start to stop are added. On restore PostgreSQL replays that WAL up to the
 * stop point, so the copy is consistent however busy the server was.
 */
export async function backupEmbedded(opts: { dataDir: string; url: string; file: string }): Promise<BackupResult> {
  const t0 = performance.now();
  const pgDir = join(opts.dataDir, 'postgres');
  const stage = mkdtempSync(join(tmpdir(), 'penstock-backup-'));
  const tarFile = join(stage, 'backup.tar');
  const client = new pg.Client({ connectionString: opts.url, application_name: 'penstock backup' });
  await client.connect();
  try {
    // The server on that port must be the one whose files we copy (not another Penstock's).
    const served = (await client.query<{ dir: string }>(`select current_setting('data_directory') as dir`)).rows[0].dir;
    if (realpathSync(served) !== realpathSync(pgDir))
      throw new Error(
        `the PostgreSQL at ${redactUrl(opts.url)} serves ${served}, not ${pgDir}: check DATA_DIR and EMBEDDED_PG_PORT`,
      );
    await client.query(
      `select pg_create_physical_replication_slot('penstock_backup_' || pg_backend_pid(), true, true)`,
    );
    const start = await client.query<{ lsn: string; wal: string }>(
      `select lsn::text, pg_walfile_name(lsn) as wal from pg_backup_start('penstock backup', true) as lsn`,
    );
    tar(['-cf', tarFile, '-C', opts.dataDir, ...EXCLUDED.map((p) => `--exclude=postgres/${p}`), 'postgres'], true);
    const stop = await client.query<{ lsn: string; wal: string; labelfile: string; spcmapfile: string }>(
      `select lsn::text, pg_walfile_name(lsn) as wal, labelfile, spcmapfile from pg_backup_stop(false)`,
    );
    const { lsn: stopLsn, wal: stopWal, labelfile, spcmapfile } = stop.rows[0];
    const startWal = start.rows[0].wal;

    // What pg_backup_stop answered, the WAL from start to stop, and the secrets, appended.
    const extra = join(stage, 'extra');
    mkdirSync(join(extra, 'postgres', 'pg_wal', 'archive_status'), { recursive: true });
    mkdirSync(join(extra, 'postgres', 'pg_wal', 'summaries'), { recursive: true });
    writeFileSync(join(extra, 'postgres', 'backup_label'), labelfile);
    if (spcmapfile) writeFileSync(join(extra, 'postgres', 'tablespace_map'), spcmapfile);
    const wal = readdirSync(join(pgDir, 'pg_wal')).filter(
      (f) => WAL_FILE.test(f) && f.slice(0, 8) === startWal.slice(0, 8) && f >= startWal && f <= stopWal,
    );
    for (const f of wal) copyFileSync(join(pgDir, 'pg_wal', f), join(extra, 'postgres', 'pg_wal', f));
    if (!wal.includes(startWal) || !wal.includes(stopWal))
      throw new Error(`WAL ${startWal}..${stopWal} is not complete in ${pgDir}/pg_wal`);
    for (const f of secretFiles(opts.dataDir)) copyFileSync(join(opts.dataDir, f), join(extra, f));
    tar(['-rf', tarFile, '-C', extra, '.'], false);

    await pipeline(createReadStream(tarFile), createGzip({ level: 6 }), createWriteStream(opts.file, { mode: 0o600 }));
    return {
      file: opts.file,
      bytes: statSync(opts.file).size,
      ms: performance.now() - t0,
      walFiles: wal.length,
      startLsn: start.rows[0].lsn,
      stopLsn,
    };
  } finally {
    await client.end().catch(() => {}); // also ends the backup and drops the temporary slot if we failed
    rmSync(stage, { recursive: true, force: true });
  }
}

/** DATA_DIR's own files (generated JWT secret, database password ...); not the outbox or the database. */
export function secretFiles(dataDir: string): string[] {
  return readdirSync(dataDir, { withFileTypes: true })
    .filter((d) => d.isFile() && !d.name.startsWith('.'))
    .map((d) => d.name);
}

/** GNU tar; files that change while they are copied are expected in an online backup (WAL repairs them). */
function tar(args: string[], liveFiles: boolean) {
  const r = spawnSync(
    'tar',
    [
      ...(liveFiles
        ? ['--warning=no-file-changed', '--warning=no-file-removed', '--warning=no-file-shrank', '--ignore-failed-read']
        : []),
      ...args,
    ],
    {
      encoding: 'utf8',
    },
  );
  // Exit 1 means "some files differed while read": fine for the live data files, not otherwise.
  if (r.status !== 0 && !(liveFiles && r.status === 1))
    throw new Error(`tar ${args[0]} failed (${r.status ?? r.error?.message}): ${r.stderr.trim()}`);
}
