// `npm run restore FILE`: puts a backup made by `npm run backup` into DATA_DIR (Penstock must be
// stopped). The current database and secrets are moved aside into DATA_DIR/replaced-<time>/.
// The next `npm start` replays the backup's WAL and serves the data as it was when the backup ended.
import { resolve } from 'node:path';
import { restoreEmbedded } from '../apps/server/src/backup/restoreEmbedded.js';
import { loadConfig } from '../apps/server/src/config.js';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run restore FILE   (a .tar.gz written by npm run backup; Penstock stopped)');
  process.exit(2);
}
const config = loadConfig();
if (config.databaseUrl) {
  console.error(
    'penstock restore: DATABASE_URL is set; restore an external database with pg_restore (README, "Backup and restore").',
  );
  process.exit(2);
}
try {
  const { replaced } = restoreEmbedded({ dataDir: config.dataDir, file: resolve(file) });
  console.log(
    `restored ${resolve(file)} into ${config.dataDir}${replaced ? `; what was there is in ${replaced}` : ''}. Start Penstock with npm start.`,
  );
} catch (err) {
  console.error(`penstock restore: ${(err as Error).message}`);
  process.exit(1);
}
