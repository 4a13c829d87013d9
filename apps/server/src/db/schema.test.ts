import { sql } from 'kysely';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { testAppOfFile } from '../testing/testAppOfFile.js';

/**
 * db/schema.ts (the types every query is checked against) must say what the migrations made:
 * the same tables and columns, the same nullability, a compatible type, and for a text column
 * with a CHECK (column in (...)) exactly that union of literals.
 */
interface TsColumn {
  /** null for unknown (jsonb read as unknown: any JSON, null included) */
  nullable: boolean | null;
  /** 'string' | 'number' | 'boolean' | 'Date' | 'unknown', or the sorted literals of a union of strings */
  kind: string | string[];
}

function schemaTypes(): Map<string, Map<string, TsColumn>> {
  const file = fileURLToPath(new URL('./schema.ts', import.meta.url));
  const config = ts.getParsedCommandLineOfConfigFile(
    fileURLToPath(new URL('../../../../tsconfig.json', import.meta.url)),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  const program = ts.createProgram([file], { ...config!.options, noEmit: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file)!;
  const database = checker.getDeclaredTypeOfSymbol(
    checker.getExportsOfModule(checker.getSymbolAtLocation(source)!).find((s) => s.name === 'Database')!,
  );
  const tables = new Map<string, Map<string, TsColumn>>();
  for (const table of database.getProperties()) {
    const tableType = checker.getTypeOfSymbol(table);
    const columns = new Map<string, TsColumn>();
    for (const column of tableType.getProperties()) {
      let type = checker.getTypeOfSymbol(column);
      // Kysely's ColumnType<Select, Insert, Update> and Generated<T>: what a select answers
      const select = type.getProperty('__select__');
      if (select) type = checker.getTypeOfSymbol(select);
      const parts = type.isUnion() ? type.types : [type];
      const opaque = parts.some((p) => p.flags & (ts.TypeFlags.Unknown | ts.TypeFlags.Any));
      const nullable = opaque ? null : parts.some((p) => p.flags & ts.TypeFlags.Null);
      const rest = parts.filter((p) => !(p.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined)));
      let kind: TsColumn['kind'] = 'unknown';
      if (rest.length && rest.every((p) => p.isStringLiteral()))
        kind = rest.map((p) => (p as ts.StringLiteralType).value).sort();
      else if (rest.every((p) => p.flags & ts.TypeFlags.String)) kind = 'string';
      else if (rest.every((p) => p.flags & (ts.TypeFlags.Number | ts.TypeFlags.NumberLiteral))) kind = 'number';
      else if (rest.every((p) => p.flags & (ts.TypeFlags.Boolean | ts.TypeFlags.BooleanLiteral))) kind = 'boolean';
      else if (rest.length === 1 && rest[0].symbol?.name === 'Date') kind = 'Date';
      columns.set(column.name, { nullable, kind });
    }
    tables.set(table.name, columns);
  }
  return tables;
}

/** What a PostgreSQL type reads as through pg (bigint is parsed as number, see createDb.ts). */
const PG_KIND: Record<string, string> = {
  text: 'string',
  'character varying': 'string',
  uuid: 'string',
  integer: 'number',
  smallint: 'number',
  bigint: 'number',
  'double precision': 'number',
  real: 'number',
  boolean: 'boolean',
  'timestamp with time zone': 'Date',
};

const file = testAppOfFile();

describe('db/schema.ts against the migrated database', () => {
  it('has the same tables and columns, nullability, types and enumerations', async () => {
    const types = schemaTypes();
    const { rows } = await sql<{
      table_name: string;
      column_name: string;
      is_nullable: 'YES' | 'NO';
      data_type: string;
    }>`
      select table_name, column_name, is_nullable, data_type from information_schema.columns
      where table_schema = 'public' and table_name not like 'kysely_%' order by table_name, ordinal_position`.execute(
      file.t.db,
    );
    const checks = await sql<{ table_name: string; def: string }>`
      select c.conrelid::regclass::text as table_name, pg_get_constraintdef(c.oid) as def
      from pg_constraint c join pg_namespace n on n.oid = c.connamespace
      where c.contype = 'c' and n.nspname = 'public'`.execute(file.t.db);
    const enums = new Map<string, string[]>();
    for (const c of checks.rows) {
      const m = /^CHECK \(\(\(?(\w+)\)? = ANY \(\(?ARRAY\[(.*)\]\)?\)\)\)$/.exec(c.def);
      if (m) enums.set(`${c.table_name}.${m[1]}`, [...m[2].matchAll(/'([^']*)'/g)].map((x) => x[1]).sort());
    }

    const problems: string[] = [];
    const dbTables = new Set(rows.map((r) => r.table_name));
    for (const name of types.keys())
      if (!dbTables.has(name)) problems.push(`${name}: in schema.ts, not in the database`);
    for (const name of dbTables) if (!types.has(name)) problems.push(`${name}: in the database, not in schema.ts`);
    for (const r of rows) {
      const table = types.get(r.table_name);
      if (!table) continue;
      const col = table.get(r.column_name);
      const where = `${r.table_name}.${r.column_name}`;
      if (!col) {
        problems.push(`${where}: in the database, not in schema.ts`);
        continue;
      }
      if (col.nullable !== null && col.nullable !== (r.is_nullable === 'YES'))
        problems.push(`${where}: nullable ${r.is_nullable} in the database, ${col.nullable} in schema.ts`);
      const expected = PG_KIND[r.data_type];
      const kind = Array.isArray(col.kind) ? 'string' : col.kind;
      if (expected && kind !== 'unknown' && kind !== expected)
        problems.push(`${where}: ${r.data_type} in the database, ${kind} in schema.ts`);
      const literals = enums.get(where);
      if (literals && JSON.stringify(col.kind) !== JSON.stringify(literals))
        problems.push(
          `${where}: check (${literals.join(', ')}) in the database, ${JSON.stringify(col.kind)} in schema.ts`,
        );
    }
    for (const [name, table] of types) {
      for (const column of table.keys()) {
        if (dbTables.has(name) && !rows.some((r) => r.table_name === name && r.column_name === column))
          problems.push(`${name}.${column}: in schema.ts, not in the database`);
      }
    }
    expect(problems).toEqual([]);
    expect(enums.size).toBeGreaterThanOrEqual(8); // the check constraints were read
  }, 180_000); // building the TypeScript program takes seconds, far more on a loaded machine

  it('carries a renamed plant view id along: every foreign key onto plant_view(id) cascades on update', async () => {
    const { rows } = await sql<{ fk: string; on_update: string }>`
      select c.conrelid::regclass::text || '.' || c.conname as fk, c.confupdtype as on_update
      from pg_constraint c where c.contype = 'f' and c.confrelid = 'plant_view'::regclass order by 1`.execute(
      file.t.db,
    );
    expect(rows.length).toBeGreaterThanOrEqual(7);
    expect(
      rows
        .filter((r) => r.on_update !== 'c')
        .map((r) => `${r.fk}: add ON UPDATE CASCADE (a plant view's External ID can be renamed)`),
    ).toEqual([]);
  });
});
