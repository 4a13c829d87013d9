import { Badge, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OptimizationRun } from '@penstock/domain';
import { formatDuration, formatNumber } from '../utils/formatRunFigures';
import { RunHeadIterations } from './RunHeadIterations';

/** A relative gap as a percentage with up to three decimals: 0.0008 -> "0.08". */
const percent = (gap: number, locale: string) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(gap * 100);

/**
 * How the selected run was solved (issue 12): for on/off decisions the MIP gap it proved against the
 * gap it was asked for, with the number of decisions and the solve time; else the exact LP optimum.
 */
export function RunSolverFacts({ run }: { run: Pick<OptimizationRun, 'summary'> & { objective?: number | null } }) {
  const { t, i18n } = useTranslation('optimization');
  const s = run.summary;
  if (!s) return null;
  const l = i18n.language;
  const mip = s.mip;
  const time = formatDuration(s.solve_ms ?? mip?.ms ?? null);
  const within = !!mip && mip.gap <= mip.target_gap + 1e-12;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="run-solver">
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text size="sm" fw={600} data-testid="run-solver-line">
          {mip
            ? t('solver.mip', {
                gap: percent(mip.gap, l),
                target: percent(mip.target_gap, l),
                binaries: formatNumber(mip.binaries, l),
                time,
              })
            : t('solver.lp', { time })}
        </Text>
        {mip && (
          <Badge
            color={within ? 'green' : 'orange'}
            variant="light"
            style={{ textTransform: 'none', flexShrink: 0 }}
            data-testid="run-solver-badge"
          >
            {within ? t('solver.withinTarget') : mip.time_limited ? t('solver.timeLimit') : t('solver.aboveTarget')}
          </Badge>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {mip ? t('solver.mipHelp') : t('solver.lpHelp')}
      </Text>
      {s.head && <RunHeadIterations head={s.head} objective={run.objective ?? null} />}
    </Paper>
  );
}
