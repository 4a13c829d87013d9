import { sql } from 'kysely';
import type { Db } from '../../db/schema.js';

/** The cheapest question the database answers: readiness asks it. */
export const ping = (db: Db) => sql`select 1`.execute(db);
