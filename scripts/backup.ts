// `npm run backup [FILE]`: a consistent online backup of the embedded database and DATA_DIR's
// generated secrets into one .tar.gz (default ./backups/penstock-<time>.tar.gz). Penstock may keep
// running and writing meanwhile; when it is not running, the database is started for the backup.
// With DATABASE_URL (an external PostgreSQL) use that server's own tools: see the README.
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import pg from 'pg';
import { backupEmbedded } from '../apps/server/src/backup/backupEmbedded.js';
import { loadConfig } from '../apps/server/src/config.js';
import { embeddedUrl, startEmbeddedPostgres } from '../apps/server/src/db/startEmbeddedPostgres.js';

const config = loadConfig();
if (config.databaseUrl) {
  console.error(
    "penstock backup: DATABASE_URL is set, so the database is not Penstock's own. Back it up with the server's tools, e.g.\n" +
      '  pg_dump --format=custom --file=penstock.dump "$DATABASE_URL"   (pg_dump of the server\'s major version or newer)\n' +
      'and keep JWT_SECRET with it (README, "Backup and restore").',
  );
  process.exit(2);
}
const file = resolve(process.argv[2] ?? `backups/penstock-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`);
mkdirSync(dirname(file), { recursive: true });

const url = embeddedUrl(config.dataDir, config.embeddedPgPort);
const probe = new pg.Client({ connectionString: url });
const running = await probe.connect().then(
  () => true,
  () => false,
);
await probe.end().catch(() => {});
const started = running ? null : await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.embeddedPgPort });
try {
  const r = await backupEmbedded({ dataDir: config.dataDir, url, file });
  console.log(
    `backup written: ${r.file} (${(r.bytes / 1e6).toFixed(1)} MB, ${r.walFiles} WAL files, ${r.startLsn} .. ${r.stopLsn}, ${(r.ms / 1000).toFixed(1)} s${running ? ', online' : ''})`,
  );
  console.log(`restore with: npm run restore ${r.file}`);
} catch (err) {
  console.error(`penstock backup: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await started?.stop();
}
