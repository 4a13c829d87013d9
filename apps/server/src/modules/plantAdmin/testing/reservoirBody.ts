/**
 * The body of a POST .../hydro-body: a reservoir `id` ('<plant>.<short name>') with its External ID
 * and name.
 *
 *   reservoirBody('seealm.pond', 'P', 'Pond')
 */
export const reservoirBody = (id: string, external_id: string, name: string) => ({
  id,
  external_id,
  name,
  type: 'RESERVOIR',
});
