import { z } from 'zod';
import { PLAN_TIERS } from './constants.js';
import { countSchema, rowVersion, writeVersion } from './entityFields.js';
import { failureTexts, successTexts } from './mutationTexts.js';
import { PERMISSIONS } from './permissions.js';
import { requiredText } from './requiredText.js';

/**
 * Accounts as Administration > Users manages them (manageUsers): insight users (people, invited by
 * e-mail) and API service accounts (a customer's systems: one portfolio, HTTP Basic with a secret).
 */
export const ACCOUNT_KINDS = ['user', 'api'] as const;
export const accountSchema = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string(),
  kind: z.enum(ACCOUNT_KINDS),
  is_admin: z.boolean(),
  mfa_enabled: z.boolean(),
  disabled: z.boolean(),
  /** locked by sign-in failures (5 in 15 minutes) until `locked_until` (epoch ms) */
  locked_until: z.number().nullable(),
  /**
   * invited and no password set yet: the invitation's set-password link works until then (epoch ms);
   * the account is pending, or its invitation expired once that passed (send it again). Null: not pending.
   */
  invited_until: z.number().nullable(),
  /** how many portfolios the account reaches */
  portfolios: countSchema,
  created_at: z.number(),
  ...rowVersion,
});
export type Account = z.infer<typeof accountSchema>;

/** POST dashboard-v3/account: a person; they get an invitation mail with a link to set their password. */
export const accountCreateSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email('Invalid e-mail address')),
  full_name: requiredText(),
  is_admin: z.boolean().default(false),
  mfa_enabled: z.boolean().default(false),
});
export type AccountCreate = z.input<typeof accountCreateSchema>;

/** PUT dashboard-v3/account/{account_email}: what it names; `unlock` forgets the sign-in failures. */
export const accountUpdateSchema = z.object({
  full_name: requiredText().optional(),
  is_admin: z.boolean().optional(),
  mfa_enabled: z.boolean().optional(),
  disabled: z.boolean().optional(),
  unlock: z.literal(true).optional(),
  ...writeVersion,
});
export type AccountUpdate = z.input<typeof accountUpdateSchema>;

/** An account's link to a portfolio (GET dashboard-v3/account/{account_id}/portfolio). */
export const accountPortfolioSchema = z.object({
  id: z.string(),
  display_name: z.string().nullable(),
  can_write: z.boolean(),
  is_default: z.boolean(),
});
export type AccountPortfolio = z.infer<typeof accountPortfolioSchema>;

/** GET dashboard-v3/account/{account_id}/permission */
export const accountPermissionsSchema = z.object({
  permissions: z.array(z.enum(PERMISSIONS)),
  plan_tier: z.enum(PLAN_TIERS),
  is_admin: z.boolean(),
});

/** POST dashboard-v3/account/api-service-account */
export const apiAccountCreateSchema = z.object({
  portfolio_id: z.string().min(1, 'Required').max(200),
  /** what the account is for, e.g. 'SCADA export' */
  name: requiredText(),
  can_write: z.boolean().default(false),
});
export type ApiAccountCreate = z.input<typeof apiAccountCreateSchema>;
/** The secret is shown once: in this answer (and in the rotation's); only its hash is stored. */
export const apiAccountSecretSchema = z.object({ id: z.string(), username: z.string(), secret: z.string() });
export type ApiAccountSecret = z.infer<typeof apiAccountSecretSchema>;

export const apiAccountSchema = accountSchema.extend({
  portfolio_id: z.string().nullable(),
  can_write: z.boolean(),
  secret_rotated_at: z.number().nullable(),
});
export type ApiAccount = z.infer<typeof apiAccountSchema>;

export const USER_TEXTS = {
  invited: 'The user was created and an invitation e-mail was sent',
  ...successTexts('user', { saved: 'saved', deleted: 'deleted' }),
  ...failureTexts('user', 'saved'),
  ...successTexts('portfolio', { linkAdded: 'assigned', linkRemoved: 'unassigned' }),
  apiCreated: 'The API service account was created',
  rotated: 'The secret was replaced; the old one no longer works',
} as const;
