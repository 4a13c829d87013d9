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
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** The two roles of spec 1 section 6: admins hold every permission, normal users none of these. */
export function permissionsFor(user: { isAdmin: boolean }): Set<Permission> {
  return new Set(user.isAdmin ? PERMISSIONS : []);
}

/** Company domains whose users get the plus tier (internal staff). */
export const INTERNAL_EMAIL_DOMAINS = ['penstock.io'] as const;
export const isInternalEmail = (email: string) =>
  INTERNAL_EMAIL_DOMAINS.some((d) => email.toLowerCase().endsWith(`@${d}`));

export function planTierFor(user: { isAdmin: boolean; email: string }): PlanTier {
  return user.isAdmin || isInternalEmail(user.email) ? 'plus' : 'basic';
}
