import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OptimizationRun } from '@penstock/domain';
import { initTestI18n } from '../../../../../../test/i18nForTests';
import { renderWeb } from '../../../../../../test/renderWeb';
import { RunStatusBadge } from './RunStatusBadge';

beforeAll(() => initTestI18n('optimization'));

const route = { route: 'optimization' as const, url: '/en/operations/optimization/alpine' };
const mip = (gap: number) => ({
  binaries: 240,
  gap,
  target_gap: 0.001,
  ms: 900,
  nodes: 0,
  time_limited: gap > 0.001,
  rounded: false,
});
const run = (gap: number | null): Pick<OptimizationRun, 'status' | 'progress' | 'summary'> => ({
  status: 'succeeded',
  progress: 1,
  summary: {
    generation_mwh: 1,
    revenue_eur: 1,
    terminal_value_eur: 1,
    start: 0,
    end: 3_600_000,
    ...(gap === null ? {} : { mip: mip(gap) }),
  },
});

describe('RunStatusBadge', () => {
  it('a run whose gap ended above its target says so', async () => {
    await renderWeb(<RunStatusBadge run={run(0.023)} />, route);
    expect(await screen.findByText('Succeeded with gap 2.3 % above target')).toBeTruthy();
  });

  it('a run within its target, or without on/off decisions, says "Succeeded"', async () => {
    await renderWeb(
      <>
        <RunStatusBadge run={run(0.0009)} />
        <RunStatusBadge run={run(null)} />
      </>,
      route,
    );
    expect(await screen.findAllByText('Succeeded')).toHaveLength(2);
  });
});
