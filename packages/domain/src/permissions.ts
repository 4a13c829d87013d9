import type { PlanTier } from './constants.js';

export const PERMISSIONS = [
  'manageUsers',
  'editCustomers',
  'managePortfolios',
  'viewActions',
  'editBidFiles',
  'viewConstraintViolations',
  'searchTopology',
  'seeInternalConstraints',
  /** spec 1 section 6: 'add and edit price forecast sources' (Administration > Market) */
  'editPriceForecastSources',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** The two roles of spec 1 section 6: admins hold every permission, normal users none of these. */
export function permissionsFor(user: { isAdmin: boolean }): Set<Permission> {
  return new Set(user.isAdmin ? PERMISSIONS : []);
}

/**
 * Company domains of the provider's staff (internal users): the plus tier, the VPN hint, the copy
 * button of the error page. The server takes them from INTERNAL_EMAIL_DOMAINS (comma-separated) and
 * answers the tier in GET dashboard-v3/me; this list is the default.
 */
export const INTERNAL_EMAIL_DOMAINS: readonly string[] = ['penstock.io'];
export const isInternalEmail = (email: string, domains: readonly string[] = INTERNAL_EMAIL_DOMAINS) =>
  domains.some((d) => email.toLowerCase().endsWith(`@${d.toLowerCase()}`));

/** Plan tier (spec 1 section 6): plus for admins and internal e-mail domains, basic otherwise. */
export function planTierFor(
  user: { isAdmin: boolean; email: string },
  domains: readonly string[] = INTERNAL_EMAIL_DOMAINS,
): PlanTier {
  return user.isAdmin || isInternalEmail(user.email, domains) ? 'plus' : 'basic';
}

/**
 * Everything the plan tier changes, in one place (spec 1 section 6). The only effect the spec
 * names is the reported quirk: creating maintenance in the future is granted to basic users only.
 */
export const PLAN_TIER_EFFECTS: Record<PlanTier, { createMaintenanceFuture: boolean }> = {
  basic: { createMaintenanceFuture: true },
  plus: { createMaintenanceFuture: false },
};
