import { fireEvent, screen } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { runAlert, type OptimizationRun } from '@penstock/domain';
import texts from '../../../../public/i18n/optimization/en-GB.json';
import { renderWeb } from '../../../../../../test/renderWeb';
import { RunAlertBanner } from './RunAlertBanner';
import { RunsTable } from './RunsTable';
import * as exportLib from '@/features/export/utils/exportLib';
import { runsExportTable } from '../utils/runsExportTable';

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en-GB',
    ns: ['optimization'],
    defaultNS: 'optimization',
    resources: { 'en-GB': { optimization: texts } },
  });
});

const route = { route: 'optimization' as const, url: '/en/operations/optimization/alpine' };
const run = (id: string, status: OptimizationRun['status'], log: string[] = []): OptimizationRun => ({
  id,
  portfolio_id: 'alpine',
  plant_view_id: 'hochalm',
  physical_plant_id: 'hochalm',
  started_by: 'scheduler',
  status,
  status_detail: status,
  progress: 1,
  objective: status === 'succeeded' ? 1000 : null,
  duration_ms: 1000,
  summary: null,
  inputs: { start: null, hours: 24 },
  log,
  created_at: Date.UTC(2026, 10, 28, 10),
  started_at: null,
  finished_at: null,
});
const failed = run('f', 'failed', ['solver: INFEASIBLE (lp)', 'Machine 1: fixed power of 5000 MW above its 162 MW']);

describe('runs of a plant', () => {
  it('clicking a failed run selects it (not only a succeeded one); a queued one does not', async () => {
    const onSelect = vi.fn();
    const { container } = renderWeb(
      <RunsTable
        runs={[run('q', 'queued'), failed, run('s', 'succeeded')]}
        timezone="Europe/Vienna"
        selectedId="s"
        onSelect={onSelect}
        canWrite
        cancelling={null}
        onCancel={() => {}}
        exportName="Hochalm"
        currency="NOK"
      />,
      route,
    );
    await screen.findByText('Failed');
    // money in the plant's currency, with its symbol (issue 27)
    expect(screen.getByRole('columnheader', { name: 'Objective (kr)' })).toBeTruthy();
    fireEvent.click(container.querySelector('[data-run="f"]')!);
    fireEvent.click(container.querySelector('[data-run="q"]')!);
    expect(onSelect.mock.calls.map(([r]) => r.id)).toEqual(['f']);
  });

  it('the alert of a failed scheduled run shows the optimiser’s reason in full, and opens the run', async () => {
    const show = vi.fn();
    renderWeb(
      <RunAlertBanner
        alert={runAlert([failed])!}
        timezone="Europe/Vienna"
        action={{ label: 'Show this run', onClick: show }}
      />,
      route,
    );
    expect(await screen.findByText('The latest optimisation run failed')).toBeTruthy();
    expect(screen.getByText(/by Scheduler failed/)).toBeTruthy();
    expect(screen.getByTestId('run-alert-reason').textContent).toContain('fixed power of 5000 MW above its 162 MW');
    fireEvent.click(screen.getByRole('button', { name: 'Show this run' }));
    expect(show).toHaveBeenCalled();
  });

  it('the runs download names each unit once and carries the value of water left', () => {
    const done = {
      ...run('s', 'succeeded'),
      summary: { generation_mwh: 1, revenue_eur: 2, terminal_value_eur: 51.8e6, start: 0, end: 1 },
    };
    const table = runsExportTable([done], 'Europe/Vienna', 'EUR', i18n.t, exportLib);
    expect(table.columns.slice(-5)).toEqual([
      'Status',
      'Objective (EUR)',
      'Value of water left (EUR)',
      'Duration (s)',
      'Started by',
    ]);
    expect(table.rows[0].slice(-5)).toEqual(['succeeded', 1000, 51.8e6, 1, 'scheduler']);
  });
});
