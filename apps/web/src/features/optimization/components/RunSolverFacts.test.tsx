import { screen } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OptimizationRun } from '@penstock/domain';
import texts from '../../../../public/i18n/optimization/en-GB.json';
import { renderWeb } from '../../../../../../test/renderWeb';
import { RunSolverFacts } from './RunSolverFacts';

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en-GB',
    ns: ['optimization'],
    defaultNS: 'optimization',
    resources: { 'en-GB': { optimization: texts } },
  });
});

const route = { route: 'optimization' as const, url: '/en/operations/optimization/alpine' };
type Summary = NonNullable<OptimizationRun['summary']>;
const summary = (over: Partial<Summary>): Pick<OptimizationRun, 'summary'> => ({
  summary: {
    generation_mwh: 100,
    revenue_eur: 5000,
    terminal_value_eur: 1e6,
    penalty_eur: 0,
    start: 0,
    end: 3_600_000,
    ...over,
  },
});
const mip = {
  binaries: 1344,
  gap: 0.0008,
  target_gap: 0.001,
  ms: 3150,
  nodes: 12,
  time_limited: false,
  rounded: false,
};

describe('RunSolverFacts', () => {
  it('shows the MIP gap proven against its target, the on/off decisions and the solve time', async () => {
    renderWeb(<RunSolverFacts run={summary({ solve_ms: 3240, mip })} />, route);
    expect((await screen.findByTestId('run-solver-line')).textContent).toBe(
      'MIP gap 0.08 % (target 0.1 %) · 1,344 on/off decisions · solved in 3.2 s',
    );
    expect(screen.getByTestId('run-solver-badge').textContent).toBe('Within target');
  });

  it('says when the work budget stopped the MIP above its target gap', async () => {
    renderWeb(
      <RunSolverFacts run={summary({ solve_ms: 4100, mip: { ...mip, gap: 0.00269, time_limited: true } })} />,
      route,
    );
    expect((await screen.findByTestId('run-solver-line')).textContent).toContain('MIP gap 0.269 % (target 0.1 %)');
    expect(screen.getByTestId('run-solver-badge').textContent).toBe('Work budget spent');
  });

  it('a run without on/off decisions is an exact LP optimum; a run without a summary shows nothing', async () => {
    renderWeb(<RunSolverFacts run={summary({ solve_ms: 280 })} />, route);
    expect((await screen.findByTestId('run-solver-line')).textContent).toBe('Exact LP optimum · solved in 280 ms');
    expect(screen.queryByTestId('run-solver-badge')).toBeNull();
    const { container } = renderWeb(<RunSolverFacts run={{ summary: null }} />, route);
    expect(container.querySelector('[data-testid="run-solver"]')).toBeNull();
  });
});
