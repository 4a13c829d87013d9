import { z } from 'zod';
import { versionSchema } from './history.js';
import { couldNotTexts, successTexts } from './mutationTexts.js';
import { COMPONENT_TYPES, type ComponentType } from './plantData.js';
import { requiredText } from './requiredText.js';

/**
 * Manage Plant View (spec 2 sections 2, 3 and 7): which components of its physical plant a plant
 * view shows, under which display name and External ID. Hydro bodies are RESERVOIR and DOWNSTREAM,
 * control units the other component types.
 */
export const VIEW_COMPONENT_KINDS = ['hydro_body', 'control_unit'] as const;
export type ViewComponentKind = (typeof VIEW_COMPONENT_KINDS)[number];
export const componentKindOf = (type: ComponentType): ViewComponentKind =>
  type === 'RESERVOIR' || type === 'DOWNSTREAM' ? 'hydro_body' : 'control_unit';

/** A component assignment (spec 2 section 3: internal_id, external_id, name, type) and whether it is assigned. */
export const plantViewComponentSchema = z.object({
  /** the component's id in the physical plant ('Component Id') */
  internal_id: z.string(),
  /** the identifier the customer's IT uses for it in this view; by default the component's own external id */
  external_id: z.string(),
  /** the customer-chosen name in this view ('Display Name'); by default the component's name */
  name: z.string(),
  type: z.enum(COMPONENT_TYPES),
  assigned: z.boolean(),
  /** its name in the physical plant */
  component_name: z.string(),
});
export type PlantViewComponent = z.infer<typeof plantViewComponentSchema>;

/** GET .../plant-view/{plantViewId}/component: every component of the plant; `version` is the view's. */
export const plantViewComponentsSchema = z.object({
  hydro_bodies: z.array(plantViewComponentSchema),
  control_units: z.array(plantViewComponentSchema),
  version: z.number().int(),
});
export type PlantViewComponents = z.infer<typeof plantViewComponentsSchema>;

const withVersion = { version: versionSchema.optional() };

/** add {type, internal_id}: assign one component to the view. */
export const componentAddSchema = z.object({
  type: z.enum(COMPONENT_TYPES),
  internal_id: z.string().min(1).max(200),
  ...withVersion,
});
export type ComponentAdd = z.input<typeof componentAddSchema>;

/** update {new_component_id, new_component_name}: its External ID and display name in the view (spec 2 section 5: both required). */
export const componentUpdateSchema = z.object({
  new_component_id: requiredText(),
  new_component_name: requiredText(),
  ...withVersion,
});
export type ComponentUpdate = z.input<typeof componentUpdateSchema>;

/** bulk add / bulk remove: several components in one transaction (all or nothing). */
export const componentBulkSchema = z.object({
  components: z
    .array(z.object({ type: z.enum(COMPONENT_TYPES), internal_id: z.string().min(1).max(200) }))
    .min(1)
    .max(1000),
  ...withVersion,
});
export type ComponentBulk = z.input<typeof componentBulkSchema>;

/** assign all / unassign all: of one table (hydro bodies or control units), or of both without `kind`. */
export const componentAllSchema = z.object({ kind: z.enum(VIEW_COMPONENT_KINDS).optional(), ...withVersion });
export type ComponentAll = z.input<typeof componentAllSchema>;

/** Toasts of spec 2 section 8 ('Component could not be assigned' for every component failure). */
export const COMPONENT_TEXTS = {
  ...successTexts('component', { assigned: 'assigned', updated: 'updated', unassigned: 'unassigned' }),
  ...successTexts('components', { allAssigned: 'assigned', allUnassigned: 'unassigned' }, true),
  failedTitle: 'Component could not be assigned',
  ...couldNotTexts('component', { assignFailed: 'assigned', updateFailed: 'updated', removeFailed: 'removed' }),
  ...couldNotTexts('components', { allAssignFailed: 'assigned', allRemoveFailed: 'removed' }),
  loadFailed: 'There was an error loading the components',
  empty: 'No components',
} as const;
