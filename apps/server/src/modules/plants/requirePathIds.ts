import type { FastifyRequest } from 'fastify';
import { notFound } from '../../http/httpError.js';
import { PLANT_OF, type PathIdRule } from './plantPathIds.js';
import { requirePlantView } from './requirePlantView.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The path guard (issue 20): the portfolio and plant view of the path must be the user's
 * (requirePlantView's 404s), and every other id of the path must name something of that view's
 * plant: 404 with the rule's detail otherwise, the same for an unknown id and another customer's.
 */
export async function requirePathIds(
  request: FastifyRequest,
  rules: readonly { param: string; rule: PathIdRule }[],
): Promise<void> {
  const params = request.params as Record<string, string>;
  const view = await requirePlantView(request, params.portfolioId, params.plantViewId);
  for (const { param, rule } of rules) {
    const id = params[param];
    if (rule.uuid && !UUID.test(id)) throw notFound(rule.notFound(id));
    const plants = await Promise.all(
      rule.tables.map((table) => PLANT_OF[table](id, rule.history ?? false, request.server.db)),
    );
    if (!plants.includes(view.physical_plant_id)) throw notFound(rule.notFound(id));
  }
}
