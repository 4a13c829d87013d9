import { Badge, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FreshnessState } from '@penstock/domain';
import { formatHours } from '../utils/formatAge';

const COLOR: Record<FreshnessState, string> = {
  fresh: 'positive',
  outdated: 'destructive',
  frozen: 'caution',
  bad: 'accent',
  no_telemetry: 'gray',
};
/** A flex label that may not overflow has no minimum width: a table would cut 'No telemetry'. */
const NOT_CUT = { label: { overflow: 'visible' } } as const;

/** The freshness state (domain telemetryFreshness) as a badge, its meaning in the tooltip. */
export function FreshnessBadge({ state, hours }: { state: FreshnessState; hours: number }) {
  const { t, i18n } = useTranslation('liveData');
  return (
    <Tooltip label={t(`stateHint.${state}`, { hours: formatHours(hours, i18n.language) })} multiline maw={280}>
      <Badge color={COLOR[state]} variant="light" styles={NOT_CUT} data-state={state}>
        {t(`state.${state}`)}
      </Badge>
    </Tooltip>
  );
}
