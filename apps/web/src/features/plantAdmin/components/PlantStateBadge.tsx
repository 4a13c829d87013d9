import { Badge } from '@mantine/core';
import type { PlantState } from '@penstock/domain';

const COLOR: Record<PlantState, string> = {
  Draft: 'gray',
  Setup: 'blue',
  Review: 'violet',
  Live: 'green',
  Backtesting: 'cyan',
  Calibration: 'teal',
  Paused: 'yellow',
  Inactive: 'dark',
};

/** A plant state as a coloured badge. */
export function PlantStateBadge({ state }: { state: PlantState }) {
  return (
    <Badge variant="light" color={COLOR[state]} data-testid="plant-state">
      {state}
    </Badge>
  );
}
