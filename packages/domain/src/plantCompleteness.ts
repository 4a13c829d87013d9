/**
 * What a plant still misses before the optimiser can plan it (issue 10): checked when a run is
 * started (on demand: refused with the list; scheduled: the run fails naming it) and shown on the
 * plant's General tab. Each line names the component, e.g. "turbine M1 has no flow-to-power curve".
 */
export interface CompletenessInput {
  price_region_id: string | null;
  bodies: readonly { id: string; name: string; type: string; max_content: number | null }[];
  units: readonly {
    id: string;
    name: string;
    type: string;
    upstream: string | null;
    downstream: string | null;
    q_max: number | null;
    pump_p_max: number | null;
    pump_q_max: number | null;
  }[];
  /** component ids with: >= 2 level-to-content points; generating (flow > 0) and pumping (flow < 0) flow-to-power points; opening-to-throughput points */
  curves: {
    levelContent: ReadonlySet<string>;
    generating: ReadonlySet<string>;
    pumping: ReadonlySet<string>;
    throughput: ReadonlySet<string>;
    levelContentNotRising?: ReadonlySet<string>;
  };
}

const WORD: Record<string, string> = { TURBINE: 'turbine', PUMP: 'pump', PUMP_TURBINE: 'pump turbine', GATE: 'gate' };

export function missingPlantData(p: CompletenessInput): string[] {
  const out: string[] = [];
  if (!p.price_region_id) out.push('the plant has no price region');
  const reservoirs = p.bodies.filter((b) => b.type !== 'DOWNSTREAM');
  if (!reservoirs.length) out.push('the plant has no reservoir');
  for (const r of reservoirs)
    if (!p.curves.levelContent.has(r.id) && r.max_content === null)
      out.push(`reservoir ${r.name} has no level-to-content curve and no maximum content`);
    // levels become contents through it (uploads, limits, plans): content must grow with level
    else if (p.curves.levelContentNotRising?.has(r.id))
      out.push(`reservoir ${r.name} has a level-to-content curve whose content does not rise with the level`);
  for (const u of p.units) {
    const what = `${WORD[u.type] ?? u.type.toLowerCase()} ${u.name}`;
    if (!u.upstream) out.push(`${what} has no upstream body`);
    if (!u.downstream) out.push(`${what} has no downstream body`);
    if ((u.type === 'TURBINE' || u.type === 'PUMP_TURBINE') && !p.curves.generating.has(u.id))
      out.push(`${what} has no flow-to-power curve`);
    if (
      (u.type === 'PUMP' || u.type === 'PUMP_TURBINE') &&
      !p.curves.pumping.has(u.id) &&
      (u.pump_p_max === null || u.pump_q_max === null)
    )
      out.push(
        `${what} has no pumping points (negative flow) in its flow-to-power curve and no pump_p_max with pump_q_max`,
      );
    if (u.type === 'GATE' && u.q_max === null && !p.curves.throughput.has(u.id))
      out.push(`${what} has no q_max and no opening-to-throughput table`);
  }
  return out;
}

/** The detail of a refused run (422) or state change (400). */
export const incompletePlantDetail = (plantName: string, missing: readonly string[], what = 'be optimised') =>
  `${plantName} cannot ${what} until its data is complete: ${missing.join('; ')}`;
