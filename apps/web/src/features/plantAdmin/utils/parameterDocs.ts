import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import {
  analyticsParametersBodySchema,
  analyticsParametersSchema,
  nominationConfigurationPatchSchema,
  nominationConfigurationSchema,
  strategyAdjustmentBodySchema,
  strategyAdjustmentSchema,
  type PlantAction,
} from '@penstock/domain';
import type { PLANT_ADMIN_HISTORIES } from '@/api/endpoints';
import { formValues } from '@/ui/form/formValues';

/**
 * A versioned parameter document of the plant as the General tab edits it: its path under the plant
 * view (its history is `<what>/history`), how a save is sent, the section's texts (keys of `plants`),
 * what is loaded, what the form sends, the form's values from the loaded document and the right
 * that allows the change.
 */
export interface ParameterDoc<T extends { version: number }, S extends z.ZodType<FieldValues, FieldValues>> {
  what: (typeof PLANT_ADMIN_HISTORIES)[number];
  method: 'PUT' | 'PATCH';
  title: string;
  help?: string;
  loaded: z.ZodType<T>;
  schema: S;
  values: (loaded: T) => z.input<S>;
  right: PlantAction;
}

const nominationForm = nominationConfigurationPatchSchema.omit({ version: true });
export const NOMINATION_DOC: ParameterDoc<z.infer<typeof nominationConfigurationSchema>, typeof nominationForm> = {
  what: 'nomination-configuration',
  method: 'PATCH',
  title: 'general.nomination',
  loaded: nominationConfigurationSchema,
  schema: nominationForm,
  // never configured: empty fields, not 'Required'
  values: (n) => ({
    day_ahead_bid_completion_hour: n.day_ahead_bid_completion_hour ?? undefined,
    day_ahead_bid_completion_minute: n.day_ahead_bid_completion_minute ?? undefined,
  }),
  right: 'editPlantSettings',
};

const strategyForm = strategyAdjustmentBodySchema.omit({ version: true });
export const STRATEGY_DOC: ParameterDoc<z.infer<typeof strategyAdjustmentSchema>, typeof strategyForm> = {
  what: 'strategy-adjustment',
  method: 'PUT',
  title: 'general.strategy',
  help: 'general.strategyHelp',
  loaded: strategyAdjustmentSchema,
  schema: strategyForm,
  values: (s) => formValues(strategyForm, s),
  right: 'write',
};

export const ANALYTICS_DOC: ParameterDoc<
  z.infer<typeof analyticsParametersSchema>,
  typeof analyticsParametersBodySchema
> = {
  what: 'analytics-parameter',
  method: 'PUT',
  title: 'general.analytics',
  help: 'general.analyticsHelp',
  loaded: analyticsParametersSchema,
  schema: analyticsParametersBodySchema,
  values: (a) => ({
    horizon_hours: a.horizon_hours,
    terminal_water_value_method: a.terminal_water_value_method,
    terminal_water_value_eur_mwh: a.terminal_water_value_eur_mwh,
  }),
  right: 'editAnalyticsParameters',
};
