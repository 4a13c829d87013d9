import * as z from 'zod/mini';
import { DEFAULT_LOCALE, TELEMETRY_OUTDATED_AFTER_DEFAULT } from './constants.js';
import { LOCALES } from './locales.js';

/** One schema per user setting (spec 1 section 3); the default applies until the user sets it. */
export const settingSchemas = {
  telemetryOutdatedAfter: z.number().check(z.minimum(0)),
  showBelowSpillwayAxis: z.boolean(),
  showPlanInCubicMetersPopup: z.boolean(),
  foldedTopology: z.boolean(),
  planByPlantShowNet: z.boolean(),
  powerMarketAlertThresholds: z.record(
    z.string().check(z.minLength(1), z.maxLength(100)),
    z.number().check(z.minimum(0)),
  ),
  locale: z.enum(LOCALES),
} as const;

export type SettingName = keyof typeof settingSchemas;
export const SETTING_NAMES = Object.keys(settingSchemas) as SettingName[];

export const userSettingsSchema = z.strictObject(settingSchemas);
export type UserSettings = z.infer<typeof userSettingsSchema>;
export const userSettingsPatchSchema = z.partial(userSettingsSchema);
export type UserSettingsPatch = z.infer<typeof userSettingsPatchSchema>;

export const SETTINGS_DEFAULTS: UserSettings = {
  telemetryOutdatedAfter: TELEMETRY_OUTDATED_AFTER_DEFAULT,
  showBelowSpillwayAxis: false,
  showPlanInCubicMetersPopup: true,
  foldedTopology: false,
  planByPlantShowNet: false,
  powerMarketAlertThresholds: {},
  locale: DEFAULT_LOCALE,
};

export const isSettingName = (name: string): name is SettingName =>
  Object.prototype.hasOwnProperty.call(settingSchemas, name);
