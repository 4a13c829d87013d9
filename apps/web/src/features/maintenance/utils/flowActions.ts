import { MAINTENANCE_ACTIONS } from '@penstock/domain';

/**
 * While rescheduling, navigation passes only when it carries action create or createOptimally
 * (spec 2 section 4): opening one of those forms, or closing it again (leaving the action).
 */
export function passesRescheduling(current: { search: unknown }, next: { search: unknown }): boolean {
  const action = (l: { search: unknown }) => String((l.search as Record<string, unknown> | undefined)?.action ?? '');
  return (
    (MAINTENANCE_ACTIONS as readonly string[]).includes(action(next)) ||
    (MAINTENANCE_ACTIONS as readonly string[]).includes(action(current))
  );
}
