/**
 * The body of a POST .../control-unit: the unit `id` ('<plant>.<short name>') between two bodies,
 * named (and with an External ID) after the short name in capitals; `extra` adds or replaces fields.
 *
 *   unitBody('seealm.t2', 'TURBINE', ['seealm.lake', 'seealm.tail'], { p_max: 20 })
 */
export function unitBody(
  id: string,
  type: string,
  [upstream, downstream]: [string | null, string],
  extra: object = {},
) {
  const name = id.slice(id.indexOf('.') + 1).toUpperCase();
  return { id, external_id: name, name, type, upstream, downstream, ...extra };
}
