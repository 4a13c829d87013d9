import { createTheme, type MantineColorsTuple } from '@mantine/core';
import { BREAKPOINTS_PX, THEME_COLORS, TINT_STEPS } from '@penstock/domain';

const hex = (n: number) => Math.round(n).toString(16).padStart(2, '0');
const rgb = (color: string) => [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16));

/** The colour mixed with `percent` % white (spec: tints from 90 down to 10 percent). */
export function tint(color: string, percent: number): string {
  return `#${rgb(color)
    .map((c) => hex(c + ((255 - c) * percent) / 100))
    .join('')}`;
}
/** The colour mixed with `percent` % black, for text and fills that need contrast on white. */
export function shade(color: string, percent: number): string {
  return `#${rgb(color)
    .map((c) => hex((c * (100 - percent)) / 100))
    .join('')}`;
}

/**
 * Mantine wants ten shades per colour. Index 5 is the spec colour itself; below it the spec tints
 * (90, 70, 50, 30, 10 %), above it darker shades. Filled widgets and links use index 7 (30 % darker)
 * because white text on the bright teal #0bb7a0 has a contrast of 2.5:1 only (WCAG asks 4.5:1).
 * All nine spec tints are also published as CSS variables (--penstock-<name>-tint-<p>).
 */
function palette(color: string): MantineColorsTuple {
  return [
    tint(color, 90),
    tint(color, 70),
    tint(color, 50),
    tint(color, 30),
    tint(color, 10),
    color,
    shade(color, 15),
    shade(color, 30),
    shade(color, 45),
    shade(color, 60),
  ];
}

export const themeColors = Object.fromEntries(
  Object.entries(THEME_COLORS).map(([name, value]) => [name, palette(value)]),
) as Record<keyof typeof THEME_COLORS, MantineColorsTuple>;

export const tintVariables = Object.fromEntries(
  Object.entries(THEME_COLORS).flatMap(([name, value]) =>
    TINT_STEPS.map((p) => [`--penstock-${name}-tint-${p}`, tint(value, p)] as const),
  ),
);

const em = (px: number) => `${px / 16}em`;
const [xs, sm, md, lg, xl] = BREAKPOINTS_PX;

export const theme = createTheme({
  primaryColor: 'primary',
  primaryShade: 7,
  colors: themeColors,
  breakpoints: { xs: em(xs), sm: em(sm), md: em(md), lg: em(lg), xl: em(xl) },
  respectReducedMotion: true,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'sm',
  other: { brand: THEME_COLORS.primary },
});
