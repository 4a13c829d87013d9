import { sql, type Kysely, type Migration } from 'kysely';

type Statements = string | readonly string[];

/**
 * A migration written as SQL text: `up` runs its statement texts in order as they are, and so does
 * `down`. A migration file declares its SQL and ends with `export const { up, down } = sqlMigration(UP, DOWN);`.
 */
export function sqlMigration(up: Statements, down: Statements): Required<Migration> {
  const run = (statements: Statements) => async (db: Kysely<unknown>) => {
    for (const text of typeof statements === 'string' ? [statements] : statements) await sql.raw(text).execute(db);
  };
  return { up: run(up), down: run(down) };
}
