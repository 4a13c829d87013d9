import type { CSSVariablesResolver } from '@mantine/core';
import { ANIMATION_DURATIONS_MS } from '@penstock/domain';
import { tintVariables } from './theme';

const durations = Object.fromEntries(
  ANIMATION_DURATIONS_MS.map((ms, i) => [`--penstock-duration-${i + 1}`, `${ms}ms`]),
);

/** Spec tints and animation durations as CSS variables; global.css sets the durations to 0 under reduced motion. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: { ...tintVariables, ...durations },
  // Mantine's dimmed grey (#868e96) is 3.3:1 on white; this one is 5.9:1 (WCAG AA).
  light: { '--mantine-color-dimmed': '#5c646c' },
  dark: {},
});
