import { CompiledQuery, sql } from 'kysely';
import pg from 'pg';
import type { Executor } from './schema.js';

/**
 * Runs `write` with the per-row foreign-key triggers off when the connection may do that (a
 * superuser: the embedded database). They double or triple the time of a bulk write into
 * series_value; callers only use it for rows that point at series made or locked in the same
 * transaction, so the keys hold anyway. Elsewhere the write runs with the triggers.
 */
export async function withoutRowTriggers<T>(trx: Executor, write: () => Promise<T>): Promise<T> {
  const off = await isSuperuser(trx);
  if (off) await sql`set local session_replication_role = replica`.execute(trx);
  const result = await write();
  if (off) await sql`set local session_replication_role = origin`.execute(trx);
  return result;
}

/** A transaction-level advisory lock (released at commit): one bulk load at a time across servers. */
export async function advisoryXactLock(trx: Executor, key: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(${key})`.execute(trx);
}

/**
 * For the rest of a bulk-load transaction: no wait for the WAL flush at commit, and the per-row
 * foreign-key triggers off where the connection may (a superuser: the embedded database).
 */
export async function bulkLoadSession(trx: Executor): Promise<void> {
  await sql`set local synchronous_commit = off`.execute(trx);
  if (await isSuperuser(trx)) await sql`set local session_replication_role = replica`.execute(trx);
}

async function isSuperuser(trx: Executor): Promise<boolean> {
  const su = await sql<{ on: string }>`select current_setting('is_superuser') as on`.execute(trx);
  return su.rows[0]?.on === 'on';
}

/** A column of a binary COPY: PostgreSQL type, the values (null: NULL; timestamptz as epoch ms) and a value also written as NULL. */
export interface CopyColumn {
  type: 'int2' | 'int4' | 'int8' | 'float8' | 'timestamptz';
  values: ArrayLike<number | null>;
  nullIf?: number;
}

const COPY_SIGNATURE = [0x50, 0x47, 0x43, 0x4f, 0x50, 0x59, 0x0a, 0xff, 0x0d, 0x0a, 0x00]; // PGCOPY\n\377\r\n\0
const WIDTH = { int2: 2, int4: 4, int8: 8, float8: 8, timestamptz: 8 } as const;
const TWO_32 = 4_294_967_296;
/** 2000-01-01 UTC, PostgreSQL's epoch, in Unix ms. */
const PG_EPOCH_MS = 946_684_800_000;

/**
 * `rows` rows of the columns in PostgreSQL's binary COPY format. Text would make the server parse
 * every number and time again, and for 100,000 rows the text itself costs the client as much as the
 * rest of its work. 64-bit integers go in as two 32-bit halves (exact below 2^53, no BigInt per value).
 */
export function binaryCopyData(columns: readonly CopyColumn[], rows: number): Buffer {
  let perRow = 2;
  for (const c of columns) perRow += 4 + WIDTH[c.type];
  const buffer = Buffer.allocUnsafe(19 + rows * perRow + 2);
  const view = new DataView(buffer.buffer, buffer.byteOffset, buffer.length);
  COPY_SIGNATURE.forEach((b, i) => view.setUint8(i, b));
  view.setInt32(11, 0); // flags
  view.setInt32(15, 0); // header extension
  let at = 19;
  const int64 = (n: number) => {
    const high = Math.floor(n / TWO_32);
    view.setInt32(at, high);
    view.setUint32(at + 4, n - high * TWO_32);
  };
  for (let r = 0; r < rows; r++) {
    view.setInt16(at, columns.length);
    at += 2;
    for (const c of columns) {
      const v = c.values[r];
      if (v === null || v === c.nullIf) {
        view.setInt32(at, -1);
        at += 4;
        continue;
      }
      const width = WIDTH[c.type];
      view.setInt32(at, width);
      at += 4;
      if (c.type === 'float8') view.setFloat64(at, v);
      else if (c.type === 'timestamptz') int64((v - PG_EPOCH_MS) * 1000);
      else if (c.type === 'int8') int64(v);
      else if (c.type === 'int4') view.setInt32(at, v);
      else view.setInt16(at, v);
      at += width;
    }
  }
  view.setInt16(at, -1); // trailer
  return buffer.subarray(0, at + 2);
}

/**
 * `COPY ... FROM STDIN` of `data` as one of pg's Submittables (as pg-cursor is): the client sends
 * the data when the server asks for it and settles at the server's ReadyForQuery (or its error). It
 * is awaitable, so it can ride a Kysely query, whose PostgreSQL driver hands the query text to
 * `client.query` unchanged: the copy then runs on the transaction's own connection.
 */
class CopyIn extends pg.Query implements PromiseLike<number> {
  private readonly data: Buffer;
  private readonly done: Promise<number>;

  constructor(statement: string, data: Buffer) {
    let settle: (error: Error | undefined, rows: number) => void = () => {};
    const done = new Promise<number>((resolve, reject) => {
      settle = (error, rows) => (error ? reject(error) : resolve(rows));
    });
    super(statement, (error, result) => settle(error, (result as { rowCount?: number } | undefined)?.rowCount ?? 0));
    this.data = data;
    this.done = done;
  }

  handleCopyInResponse(connection: { sendCopyFromChunk(chunk: Buffer): void; endCopyFrom(): void }) {
    connection.sendCopyFromChunk(this.data);
    connection.endCopyFrom();
  }

  then<A = number, B = never>(
    onDone?: ((rows: number) => A | PromiseLike<A>) | null,
    onError?: ((error: unknown) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    return this.done.then(onDone, onError);
  }
}

/** Copies binary COPY `data` (binaryCopyData) with `statement` (`copy <table> (...) from stdin (format binary)`) in the caller's transaction; answers the rows copied. */
export async function copyFrom(trx: Executor, statement: string, data: Buffer): Promise<number> {
  const copy = new CopyIn(statement, data);
  await trx.executeQuery(CompiledQuery.raw(copy as unknown as string));
  return await copy;
}
