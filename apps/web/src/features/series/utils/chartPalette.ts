import { THEME_COLORS } from '@penstock/domain';

/** Series colours: the theme's colours first, then a few more distinguishable ones. */
export const CHART_PALETTE = [
  THEME_COLORS.info,
  THEME_COLORS.primary,
  THEME_COLORS.accent,
  THEME_COLORS.caution,
  '#7048e8',
  '#e8590c',
  THEME_COLORS.secondary,
  THEME_COLORS.positive,
  '#1098ad',
  '#d6336c',
] as const;

export const LIMIT_COLOR = THEME_COLORS.destructive;

export const paletteColor = (index: number) => (index < 0 ? LIMIT_COLOR : CHART_PALETTE[index % CHART_PALETTE.length]);

/** Plans are dashed (spec), forecasts dotted, limits long-dashed; actuals solid. */
export const KIND_DASH: Record<string, number[] | undefined> = {
  actual: undefined,
  plan: [6, 4],
  forecast: [2, 3],
  limit: [10, 5],
};
