import { z } from 'zod';
import { countSchema, portfolioCounts, rowVersion } from './entityFields.js';
import { couldNotTexts, failureTexts, successTexts } from './mutationTexts.js';
import { requiredText } from './requiredText.js';

/** A portfolio as Administration > Portfolios lists it (admins; GET dashboard-v3/portfolio?details=true). */
export const portfolioDetailsSchema = z.object({
  id: z.string(),
  display_name: z.string().nullable(),
  can_write: z.boolean(),
  is_default: z.boolean(),
  customer_id: z.string(),
  customer_name: z.string(),
  ...portfolioCounts,
  ...rowVersion,
});
export type PortfolioDetails = z.infer<typeof portfolioDetailsSchema>;

/** Portfolio ids are URL segments: lower-case letters, digits, '-' and '_'. */
export const PORTFOLIO_ID_PATTERN = /^[a-z0-9][a-z0-9_-]{0,62}$/;

export const portfolioCreateSchema = z.object({
  id: z
    .string()
    .trim()
    .regex(PORTFOLIO_ID_PATTERN, 'Use 1 to 63 lower-case letters, digits, - or _, starting with a letter or digit'),
  display_name: z
    .string()
    .trim()
    .max(200)
    .nullable()
    .transform((v) => (v ? v : null)),
  customer_id: z.uuid('Choose a customer'),
});
export type PortfolioCreate = z.input<typeof portfolioCreateSchema>;

/** 409 of DELETE dashboard-v3/portfolio/{id} without ?confirm=true: what would go with it. */
export const portfolioInUseSchema = z.object({
  detail: z.string(),
  ...portfolioCounts,
});

/** A physical plant an admin may give the portfolio a view of (the portfolio's customer's, or nobody's). */
export const assignablePlantSchema = z.object({
  id: z.string(),
  internal_id: z.string(),
  name: z.string(),
  plant_state: z.string(),
  /** its views already in this portfolio */
  views_here: countSchema,
});
export type AssignablePlant = z.infer<typeof assignablePlantSchema>;

/** POST dashboard-v3/portfolio/{id}/plant: a plant view of a physical plant. */
export const plantViewCreateSchema = z.object({
  physical_plant_id: z.string().min(1).max(200),
  /** the view's id (URL and external id); default: the plant's id, or '{plant}-{n}' when taken */
  id: z.string().trim().regex(PORTFOLIO_ID_PATTERN, 'Use lower-case letters, digits, - or _').optional(),
  name: requiredText().optional(),
  /** 'all' (assign the plant: every component) or 'none' (a shadow view: components picked later) */
  components: z.enum(['all', 'none']).default('all'),
});
export type PlantViewCreate = z.input<typeof plantViewCreateSchema>;

/** A new plant view id (its External ID): the rule of a portfolio id, as when the view is created. */
export const PLANT_VIEW_ID_HINT = 'Use 1 to 63 lower-case letters, digits, - or _, starting with a letter or digit';

/**
 * PUT dashboard-v3/portfolio/{id}/plant-view/{plantViewId}: rename (spec 2 section 7: body name and
 * id; section 5: both required). A different id renames the view's External ID: it must then follow
 * PORTFOLIO_ID_PATTERN (an unchanged id is kept as it is, whatever its form).
 */
export const plantViewRenameSchema = z.object({ name: requiredText(), id: requiredText(63) });

export const adminPlantViewSchema = z.object({
  id: z.string(),
  internal_id: z.string(),
  name: z.string(),
  physical_plant_id: z.string(),
  physical_plant_name: z.string(),
  plant_state: z.string(),
  hydro_bodies: countSchema,
  control_units: countSchema,
  /** of the view's row; send it back with a rename so a change by someone else meanwhile is a 409 */
  ...rowVersion,
});
export type AdminPlantView = z.infer<typeof adminPlantViewSchema>;

export const PORTFOLIO_TEXTS = {
  ...successTexts('portfolio', { added: 'added', deleted: 'deleted' }),
  ...failureTexts('portfolio', 'saved', 'save'),
  deleteFailedTitle: 'Portfolio could not be deleted',
  deleteFailed: 'Deleting this portfolio was not possible due to an error',
  ...successTexts('plant', { plantAssigned: 'assigned', plantCreated: 'created', plantUnassigned: 'unassigned' }),
  ...failureTexts('plant', 'assigned', 'plantAssign'),
  ...successTexts('shadow plant', { shadowCreated: 'created' }),
  ...failureTexts('shadow plant', 'created', 'shadow'),
  unassignFailedTitle: 'Plant could not be unassigned',
  ...couldNotTexts('plant', { unassignFailed: 'unassigned' }),
  ...couldNotTexts('plants', { unassignAllFailed: 'unassigned' }),
  ...successTexts('Plant View', { viewUpdated: 'updated' }),
  ...failureTexts('Plant View', 'updated', 'viewUpdate'),
} as const;
