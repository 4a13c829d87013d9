import type { EditableComponents } from '@penstock/domain';
import { endpoints } from '@/api/endpoints';
import type { GraphNode } from '@/features/topology/utils/topologyGraph';
import { usePlantWrite, type PlantScope } from '../api/plantApi';
import { COMPONENT_TOASTS } from '../utils/componentToasts';

type Link = { unit: GraphNode; body: GraphNode; side: 'upstream' | 'downstream' };

/**
 * A link drawn in the graph, written as the unit's upstream or downstream body (PUT control-unit,
 * with the unit's version: a stale graph gets the 409 naming who changed it); the spec's control
 * unit toasts, and the server's refusal (e.g. a generating path in a circle) names the parts.
 */
export function useLinkUnit(scope: PlantScope, components: EditableComponents | undefined) {
  const texts = COMPONENT_TOASTS['control-unit'];
  const save = usePlantWrite<Link, unknown>(scope, {
    method: 'PUT',
    path: (l) => endpoints.plantAdmin.component(scope.portfolioId, scope.plantViewId, 'control-unit', l.unit.id),
    body: (l) => ({ [l.side]: l.body.id, version: components?.control_units.find((u) => u.id === l.unit.id)?.version }),
    toasts: { success: texts.updated, error: { title: texts.title, generic: texts.generic.updated } },
  });
  return (link: Link) => {
    const unit = components?.control_units.find((u) => u.id === link.unit.id);
    if (!unit || unit[link.side] === link.body.id) return; // unknown, or already so
    save.mutate(link);
  };
}
