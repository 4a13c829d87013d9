/**
 * What cannot be a plant (issue 10), checked on the whole plant as it would be after a write:
 * a unit whose bodies are missing or not of this plant, a body spilling into itself or elsewhere,
 * and a generating path that runs in a circle (water released by turbines, gates and pump turbines,
 * or spilled, coming back to where it started: the optimiser would create energy from nothing).
 * Pumps move water uphill on purpose, so their links are not part of the generating path.
 */
export interface CheckBody {
  id: string;
  name: string;
  spill_target_id: string | null;
}
export interface CheckUnit {
  id: string;
  name: string;
  type: string;
  upstream_id: string | null;
  downstream_id: string | null;
}

export function topologyProblems(bodies: readonly CheckBody[], units: readonly CheckUnit[]): string[] {
  const out: string[] = [];
  const byId = new Map(bodies.map((b) => [b.id, b]));
  for (const u of units) {
    for (const [side, ref] of [
      ['upstream', u.upstream_id],
      ['downstream', u.downstream_id],
    ] as const) {
      if (ref === null) out.push(`Control unit ${u.name} (${u.id}) has no ${side} body`);
      else if (!byId.has(ref))
        out.push(`Control unit ${u.name} (${u.id}): ${side} body ${ref} is not a hydro body of this plant`);
    }
    if (u.upstream_id !== null && u.upstream_id === u.downstream_id)
      out.push(`Control unit ${u.name} (${u.id}) releases into the body it takes water from (${u.upstream_id})`);
  }
  for (const b of bodies) {
    if (b.spill_target_id === null) continue;
    if (b.spill_target_id === b.id) out.push(`Hydro body ${b.name} (${b.id}) spills into itself`);
    else if (!byId.has(b.spill_target_id))
      out.push(`Hydro body ${b.name} (${b.id}): spill target ${b.spill_target_id} is not a hydro body of this plant`);
  }
  const circle = generatingCircle(bodies, units);
  if (circle) out.push(`The generating path runs in a circle: ${circle}`);
  return out;
}

/** The first circle found, written as "A -(T1)-> B -(spill)-> A", or null. */
function generatingCircle(bodies: readonly CheckBody[], units: readonly CheckUnit[]): string | null {
  const name = new Map(bodies.map((b) => [b.id, b.name]));
  const edges = new Map<string, { to: string; via: string }[]>();
  const add = (from: string, to: string, via: string) => {
    if (from === to || !name.has(from) || !name.has(to)) return;
    edges.set(from, [...(edges.get(from) ?? []), { to, via }]);
  };
  for (const u of units)
    if (u.type !== 'PUMP' && u.upstream_id && u.downstream_id) add(u.upstream_id, u.downstream_id, u.name);
  for (const b of bodies) if (b.spill_target_id) add(b.id, b.spill_target_id, 'spill');

  const state = new Map<string, 'open' | 'done'>();
  const path: { body: string; via: string }[] = [];
  const visit = (id: string, via: string): string | null => {
    if (state.get(id) === 'done') return null;
    if (state.get(id) === 'open') {
      const from = path.findIndex((p) => p.body === id);
      const loop = [...path.slice(from), { body: id, via }];
      return loop.map((p, i) => (i === 0 ? name.get(p.body) : `-(${p.via})-> ${name.get(p.body)}`)).join(' ');
    }
    state.set(id, 'open');
    path.push({ body: id, via });
    for (const e of edges.get(id) ?? []) {
      const found = visit(e.to, e.via);
      if (found) return found;
    }
    path.pop();
    state.set(id, 'done');
    return null;
  };
  for (const b of bodies) {
    const found = visit(b.id, '');
    if (found) return found;
  }
  return null;
}
