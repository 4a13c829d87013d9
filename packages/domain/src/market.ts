import { z } from 'zod';
import { CURRENCY_CODES } from './currency.js';
import { failureTexts, successTexts } from './mutationTexts.js';
import { requiredText } from './requiredText.js';
import { isKnownTimezone } from './timezones.js';
import { ORDERED_RANGE_ISSUE, orderedRange } from './seriesQuery.js';

/**
 * Market setup (Administration > Market; spec 2 section 7 "Price forecast sources, price regions,
 * pricing indexes, price-actuals"; spec 1 section 6 "add and edit price forecast sources" is an
 * admin right). A price region is a bidding zone with its currency and market zone; every money
 * figure of a plant is in its region's currency. A forecast source belongs to a region and is
 * shared (customer_id null: written by administrators only, read by every customer) or owned by one
 * customer (seen by that customer only; its writers upload to it).
 */
const slug = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(100)
  .regex(/^[a-z0-9][a-z0-9._-]*$/, 'Use lower-case letters, digits, dot, dash and underscore');
const currency = z.enum(CURRENCY_CODES as [string, ...string[]]);
const timezone = z.string().refine(isKnownTimezone, 'Unknown time zone');
const entityMeta = {
  version: z.number().int(),
  /** UTC epoch ms */
  updated_at: z.number().nullable(),
  updated_by: z.string().nullable(),
};
const versionField = z.number().int().min(0).optional();

export const marketRegionSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** ISO 4217 */
  currency: z.string(),
  /** IANA zone of the market (day boundaries of its auction) */
  timezone: z.string(),
  /** physical plants selling into the region */
  plants: z.number().int(),
  ...entityMeta,
});
export type MarketRegion = z.infer<typeof marketRegionSchema>;
export const priceRegionBodySchema = z.object({
  id: slug,
  name: requiredText(200),
  currency,
  timezone,
});
export type PriceRegionBody = z.input<typeof priceRegionBodySchema>;
export const priceRegionPatchSchema = z.object({
  name: requiredText(200).optional(),
  currency: currency.optional(),
  timezone: timezone.optional(),
  version: versionField,
});
export type PriceRegionPatch = z.input<typeof priceRegionPatchSchema>;

export const forecastSourceSchema = z.object({
  id: z.string(),
  name: z.string(),
  price_region_id: z.string(),
  /** null: shared by every customer, written by administrators only */
  customer_id: z.string().nullable(),
  customer_name: z.string().nullable(),
  ...entityMeta,
});
export type ForecastSource = z.infer<typeof forecastSourceSchema>;
export const forecastSourceBodySchema = z.object({
  name: requiredText(200),
  price_region_id: z.string().trim().min(1, 'Required').max(100),
  /** the owning customer; null or absent: shared */
  customer_id: z.uuid('Unknown customer').nullable().default(null),
});
export type ForecastSourceBody = z.input<typeof forecastSourceBodySchema>;
/** Region and owner stay as created (the stored forecasts are the region's and the owner's): only the name changes. */
export const forecastSourcePatchSchema = z.object({ name: requiredText(200).optional(), version: versionField });
export type ForecastSourcePatch = z.input<typeof forecastSourcePatchSchema>;

export const pricingIndexSchema = z.object({
  id: z.string(),
  name: z.string(),
  price_region_id: z.string(),
  description: z.string(),
  ...entityMeta,
});
export type PricingIndex = z.infer<typeof pricingIndexSchema>;
export const pricingIndexBodySchema = z.object({
  id: slug,
  name: requiredText(200),
  price_region_id: z.string().trim().min(1, 'Required').max(100),
  description: z.string().max(2000).default(''),
});
export type PricingIndexBody = z.input<typeof pricingIndexBodySchema>;
export const pricingIndexPatchSchema = z.object({
  name: requiredText(200).optional(),
  description: z.string().max(2000).optional(),
  version: versionField,
});
export type PricingIndexPatch = z.input<typeof pricingIndexPatchSchema>;

/** Largest price-actuals write: a leap year of quarter hours. */
export const MAX_PRICE_ACTUALS = 366 * 96;
/** GET/PUT price-regions/{id}/price-actuals: the region's day-ahead auction results (currency of the region per MWh). */
export const priceActualsSchema = z.object({
  price_region_id: z.string(),
  /** e.g. NOK/MWh */
  unit: z.string(),
  /** UTC epoch ms of each interval start */
  time: z.array(z.number()),
  values: z.array(z.number().nullable()),
});
export type PriceActuals = z.infer<typeof priceActualsSchema>;
/** GET price-actuals: at most 366 days at once. */
export const priceActualsQuerySchema = z
  .object({
    'start-ts': z.coerce.number().int().describe('UTC epoch ms, inclusive'),
    'end-ts': z.coerce.number().int().describe('UTC epoch ms, exclusive'),
  })
  .refine(orderedRange, ORDERED_RANGE_ISSUE)
  .refine((q) => q['end-ts'] - q['start-ts'] <= 366 * 86_400_000, { message: 'At most 366 days', path: ['end-ts'] });
export const priceActualsBodySchema = z.object({
  values: z
    .array(
      z.object({
        /** UTC epoch ms, the start of an hour */
        ts: z
          .number()
          .int()
          .refine((t) => t % 3_600_000 === 0, 'Must be the start of an hour (UTC epoch ms)'),
        /** currency of the region per MWh; negative prices happen */
        value: z.number().finite(),
      }),
    )
    .min(1, 'Send at least one value')
    .max(MAX_PRICE_ACTUALS),
});
export type PriceActualsBody = z.input<typeof priceActualsBodySchema>;

export const MARKET_TEXTS = {
  ...successTexts('price region', { regionSaved: 'saved' }),
  ...successTexts('price forecast source', { sourceSaved: 'saved' }),
  ...successTexts('pricing index', { indexSaved: 'saved' }),
  ...failureTexts('market setup', 'saved'),
  shared: 'Shared',
  sharedOnlyAdmins:
    'Shared price forecasts are written by administrators only. Ask for a forecast source of your own customer to upload your own forecast.',
} as const;
