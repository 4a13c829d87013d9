import type { AnalyticsParameters, StrategyAdjustment } from '@penstock/domain';
import type { WriteContext } from '../../db/entities/defineEntity.js';
import type { Executor } from '../../db/schema.js';
import {
  analyticsEntity,
  analyticsRow,
  nominationConfiguration,
  strategyEntity,
  strategyRow,
} from '../plants/index.js';

/** Defaults while a plant has no row: neutral water value, 10-day horizon, long-term cuts. */
export const STRATEGY_DEFAULTS = { water_value_factor_percent: 100 } as const;
export const ANALYTICS_DEFAULTS = {
  horizon_hours: 240,
  terminal_water_value_method: 'LONG_TERM',
  terminal_water_value_eur_mwh: null,
} as const;

export async function strategyAdjustment(plantId: string, db: Executor): Promise<StrategyAdjustment> {
  const row = await strategyRow(plantId, db);
  return {
    water_value_factor_percent: row?.water_value_factor_percent ?? STRATEGY_DEFAULTS.water_value_factor_percent,
    version: row?.version ?? 0,
    updated_by: row?.updated_by ?? null,
    updated_at: row?.updated_at.getTime() ?? null,
  };
}

export async function saveStrategyAdjustment(
  plantId: string,
  body: { water_value_factor_percent: number; version?: number },
  ctx: WriteContext,
  db: Executor,
) {
  await strategyEntity.save(
    plantId,
    { water_value_factor_percent: body.water_value_factor_percent },
    { ...ctx, version: body.version },
    db,
  );
  return strategyAdjustment(plantId, db);
}

export async function analyticsParameters(plantId: string, db: Executor): Promise<AnalyticsParameters> {
  const [row, nomination] = await Promise.all([analyticsRow(plantId, db), nominationConfiguration(plantId, db)]);
  return {
    horizon_hours: row?.horizon_hours ?? ANALYTICS_DEFAULTS.horizon_hours,
    terminal_water_value_method: row?.terminal_water_value_method ?? ANALYTICS_DEFAULTS.terminal_water_value_method,
    terminal_water_value_eur_mwh: row?.terminal_water_value_eur_mwh ?? null,
    day_ahead_bid_completion_hour: nomination.day_ahead_bid_completion_hour,
    day_ahead_bid_completion_minute: nomination.day_ahead_bid_completion_minute,
    version: row?.version ?? 0,
    updated_by: row?.updated_by ?? null,
    updated_at: row?.updated_at.getTime() ?? null,
  };
}

export async function saveAnalyticsParameters(
  plantId: string,
  body: {
    horizon_hours: number;
    terminal_water_value_method: AnalyticsParameters['terminal_water_value_method'];
    terminal_water_value_eur_mwh?: number | null;
    version?: number;
  },
  ctx: WriteContext,
  db: Executor,
) {
  const { version, ...fields } = body;
  await analyticsEntity.save(
    plantId,
    {
      ...fields,
      terminal_water_value_eur_mwh:
        fields.terminal_water_value_method === 'FIXED' ? fields.terminal_water_value_eur_mwh : null,
    },
    { ...ctx, version },
    db,
  );
  return analyticsParameters(plantId, db);
}
