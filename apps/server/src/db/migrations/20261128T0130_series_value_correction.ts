import { sql, type Kysely } from 'kysely';

// Series have one writer (issue 22): a write that replaces stored values keeps each replaced value
// with who replaced it and when, so an overwriting upload can be traced and undone by hand.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('series_value_correction')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('series_id', 'bigint', (c) => c.notNull().references('series.id').onDelete('cascade'))
    .addColumn('ts', 'timestamptz', (c) => c.notNull())
    .addColumn('old_value', 'float8', (c) => c.notNull())
    .addColumn('new_value', 'float8', (c) => c.notNull())
    .addColumn('corrected_by', 'text', (c) => c.notNull())
    .addColumn('corrected_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('series_value_correction_series_ts')
    .on('series_value_correction')
    .columns(['series_id', 'ts'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('series_value_correction').execute();
}
