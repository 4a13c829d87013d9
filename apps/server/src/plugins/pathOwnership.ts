import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import { plantPathIdRules, requirePathIds } from '../modules/plants/index.js';

const GUARD = Symbol('plant path guard');

/**
 * Issue 20: every route whose path has a plant view and another id gets the path guard
 * (requirePathIds) as its first preValidation hook, decided here from the route's parameter names,
 * so a new route is guarded without doing anything (and a parameter the guard does not know stops
 * the start). It runs before validation, so another customer's id is 404 whatever the body.
 */
export function registerPathOwnership(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const rules = plantPathIdRules(route.url);
    if (!rules.length) return;
    const hooks = [route.preValidation ?? []].flat();
    if (hooks.some((h) => GUARD in h)) return; // the HEAD route copied from its GET route
    const guard: preValidationAsyncHookHandler = async (request) => requirePathIds(request, rules);
    Object.assign(guard, { [GUARD]: true });
    route.preValidation = [guard, ...hooks];
  });
}
