import { sql, type RawBuilder, type SqlBool } from 'kysely';

/** Which rows of plants' units over time windows (outages, grid reserves) a list reads. */
export interface UnitWindowFilter {
  physicalPlantIds: string[];
  /** one row: its key */
  id?: string;
  /** rows overlapping [from, to), UTC epoch ms */
  from?: number;
  to?: number;
  status?: 'Active' | 'Inactive';
}

/**
 * The filter as the condition of a query on the table `alias` with the key column `key` (a non-empty
 * `physicalPlantIds`). `openEnd`: a null end_ts means never, so the row overlaps every later range.
 *
 *   q.where(unitWindowWhere(f, { alias: 'm', key: 'uuid', openEnd: true }))
 */
export function unitWindowWhere(
  f: UnitWindowFilter,
  table: { alias: string; key: string; openEnd?: boolean },
): RawBuilder<SqlBool> {
  const column = (name: string) => sql.ref(`${table.alias}.${name}`);
  const end = column('end_ts');
  const conditions = [sql`${column('physical_plant_id')} in (${sql.join(f.physicalPlantIds)})`];
  if (f.id !== undefined) conditions.push(sql`${column(table.key)} = ${f.id}`);
  if (f.status !== undefined) conditions.push(sql`${column('status')} = ${f.status}`);
  if (f.to !== undefined) conditions.push(sql`${column('start_ts')} < ${new Date(f.to)}`);
  if (f.from !== undefined) {
    const after = sql`${end} > ${new Date(f.from)}`;
    conditions.push(table.openEnd ? sql`(${end} is null or ${after})` : after);
  }
  return sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;
}
