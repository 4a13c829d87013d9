import { sql } from 'kysely';
import type { Executor } from '../../db/schema.js';
import { tsFromMs } from '../../db/sqlTime.js';

/** One water value of a run: of a reservoir or of a turbine below it, at step `i`. */
export interface WaterValueRow {
  hydro_body_id: string | null;
  control_unit_id: string | null;
  i: number;
  /** EUR per m3 */
  m3: number;
  /** EUR per MWh */
  mwh: number | null;
}

export const waterValuesRepo = {
  /** A run's water values, step `i` stamped at `startMs` + i steps, in one statement. */
  async insert(runId: string, startMs: number, stepSeconds: number, rows: WaterValueRow[], trx: Executor) {
    if (!rows.length) return;
    await sql`
      insert into water_value (run_id, hydro_body_id, control_unit_id, ts, value_eur_per_m3, value_eur_per_mwh)
      select ${runId}::uuid, h, c, ${tsFromMs(startMs)} + i * make_interval(secs => ${stepSeconds}::float8), m3, mwh
      from unnest(${rows.map((r) => r.hydro_body_id)}::text[], ${rows.map((r) => r.control_unit_id)}::text[], ${rows.map((r) => r.i)}::int[],
                  ${rows.map((r) => r.m3)}::float8[], ${rows.map((r) => r.mwh)}::float8[]) as t(h, c, i, m3, mwh)`.execute(
      trx,
    );
  },
};
