import { z } from 'zod';
import { savedStampOrNever, writeVersion } from './entityFields.js';

/**
 * Nomination configuration of a physical plant (a plant setting): the local day-ahead bid
 * completion time. Under /api/dashboard-v3/portfolio/{portfolioId}/plant/{plantViewId}:
 *   GET   nomination-configuration
 *   PATCH nomination-configuration  {hour?, minute?, version?}  (409 StaleWrite when version is old)
 *   GET   nomination-configuration/history  -> HistoryEntry[]
 */
export const nominationConfigurationSchema = z.object({
  day_ahead_bid_completion_hour: z.number().int().min(0).max(23).nullable(),
  day_ahead_bid_completion_minute: z.number().int().min(0).max(59).nullable(),
  /** send the version back with a PATCH; 0 while never configured */
  ...savedStampOrNever,
});
export type NominationConfiguration = z.infer<typeof nominationConfigurationSchema>;
export const nominationConfigurationPatchSchema = z
  .object({
    day_ahead_bid_completion_hour: z.number().int().min(0).max(23).optional(),
    day_ahead_bid_completion_minute: z.number().int().min(0).max(59).optional(),
    ...writeVersion,
  })
  .strict();
export type NominationConfigurationPatch = z.infer<typeof nominationConfigurationPatchSchema>;
