import { z } from 'zod';
import { CURRENCY_CODES } from './currency.js';
import { countSchema, portfolioCounts, savedStampOrNever, writeVersion } from './entityFields.js';
import { failureTexts, successTexts } from './mutationTexts.js';
import { requiredText } from './requiredText.js';
import { isKnownTimezone } from './timezones.js';

/**
 * Customers (Administration > Customers, editCustomers; our design, spec 2 leaves the fields open):
 * the company that owns plants and portfolios, whom the provider talks to, the currency its prices
 * and revenues are in, and the time zone its new portfolios and plants start with.
 */
export const customerSchema = z.object({
  id: z.string(),
  name: z.string(),
  contact_name: z.string().nullable(),
  contact_email: z.string().nullable(),
  /** ISO 4217, one of the known currencies (spec 1 section 3) */
  currency: z.string(),
  /** IANA zone */
  timezone: z.string(),
  notes: z.string(),
  /** how many portfolios the customer has */
  portfolios: countSchema,
  /** archived since (epoch ms): hidden from the lists unless asked for; null: active */
  archived_at: z.number().nullable(),
  ...savedStampOrNever,
});
export type Customer = z.infer<typeof customerSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((v) => (v ? v : null));

const customerFields = {
  name: requiredText(200),
  contact_name: optionalText(200),
  contact_email: z
    .union([z.literal(''), z.email('Invalid e-mail address')])
    .nullable()
    .transform((v) => (v ? v.toLowerCase() : null)),
  currency: z.enum(CURRENCY_CODES as [string, ...string[]]),
  timezone: z.string().refine(isKnownTimezone, 'Unknown time zone'),
  notes: z.string().max(5000),
};
export const customerBodySchema = z.object({
  name: customerFields.name,
  contact_name: customerFields.contact_name.default(null),
  contact_email: customerFields.contact_email.default(null),
  currency: customerFields.currency.default('EUR'),
  timezone: customerFields.timezone.default('Europe/Vienna'),
  notes: customerFields.notes.default(''),
});
export type CustomerBody = z.input<typeof customerBodySchema>;
/** PATCH: the fields it names (no defaults: an absent field stays as it is), with the version loaded. */
export const customerPatchSchema = z.object({
  name: customerFields.name.optional(),
  contact_name: customerFields.contact_name.optional(),
  contact_email: customerFields.contact_email.optional(),
  currency: customerFields.currency.optional(),
  timezone: customerFields.timezone.optional(),
  notes: customerFields.notes.optional(),
  /** true archives the customer, false restores it (see customerSchema.archived_at) */
  archived: z.boolean().optional(),
  ...writeVersion,
});
export type CustomerPatch = z.input<typeof customerPatchSchema>;

/** GET dashboard-v3/customers query: archived customers too (default: only active ones). */
export const customerListQuerySchema = z.object({
  archived: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

/**
 * GET dashboard-v3/customers/{id}/detail (issue 27 item 7): the customer with what belongs to it, its
 * portfolios (their plant views and linked accounts), its plants (with the views of them in any
 * portfolio) and the accounts that reach any of its portfolios.
 */
export const customerDetailSchema = z.object({
  customer: customerSchema,
  portfolios: z.array(
    z.object({
      id: z.string(),
      display_name: z.string().nullable(),
      ...portfolioCounts,
    }),
  ),
  plants: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      plant_state: z.string(),
      /** views of the plant: plant view id and its portfolio */
      views: z.array(z.object({ id: z.string(), portfolio_id: z.string(), name: z.string() })),
    }),
  ),
  users: z.array(
    z.object({
      id: z.string(),
      email: z.string(),
      full_name: z.string(),
      kind: z.enum(['user', 'api']),
      disabled: z.boolean(),
      invited_until: z.number().nullable(),
      /** the customer's portfolios the account reaches */
      portfolios: z.array(z.string()),
    }),
  ),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

export const CUSTOMER_TEXTS = {
  archived: 'The customer was archived',
  restored: 'The customer was restored',
  ...successTexts('customer', { added: 'added', saved: 'saved' }),
  ...failureTexts('customer', 'saved'),
} as const;
