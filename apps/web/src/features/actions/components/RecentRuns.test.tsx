import { screen } from '@testing-library/react';
import i18next from 'i18next';
import type { PeriodicTask } from '@penstock/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../../../../../test/i18nForTests';
import { renderWeb } from '../../../../../../test/renderWeb';
import { RecentRuns } from './RecentRuns';
import { taskColumns } from './taskColumns';

beforeAll(() => initTestI18n('actions'));
const route = { route: 'actions' as const, url: '/en/operations/actions/' };
const task: PeriodicTask = {
  name: 'long-term-water-values',
  description: '',
  isPaused: false,
  schedule: '0 3 * * 1',
  timezone: 'Europe/Vienna',
  last_run: Date.UTC(2026, 10, 23, 2),
  next_run: null,
  last_status: 'failed',
  job_uuid: 'j2',
  recent_runs: [
    { job_uuid: 'j2', state: 'failed', trigger: 'manual', created_at: Date.UTC(2026, 10, 23, 2), finished_at: null },
    {
      job_uuid: 'j1',
      state: 'completed',
      trigger: 'schedule',
      created_at: Date.UTC(2026, 10, 16, 2),
      finished_at: null,
    },
  ],
};

describe('periodic tasks: recent runs and schedules in words (issue 27 item 7)', () => {
  it('shows one dot per recent run, newest first, with its state, time and how it started', async () => {
    renderWeb(<RecentRuns task={task} />, route);
    const dots = await screen.findAllByRole('img');
    expect(dots.map((d) => d.getAttribute('data-status'))).toEqual(['failed', 'completed']);
    expect(dots[0].getAttribute('aria-label')).toMatch(/^Failed, .*2026.* \(started by hand\)$/);
    expect(dots[1].getAttribute('aria-label')).toMatch(/\(on schedule\)$/);
  });

  it('says nothing for a task that never ran', async () => {
    renderWeb(<RecentRuns task={{ ...task, recent_runs: [] }} />, route);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('recent-runs')).toBeNull();
  });

  it('writes the schedule in words, keeping the cron on hover', async () => {
    const t = i18next.getFixedT('en-GB', 'actions');
    const column = taskColumns(t, 'en-GB', { tasks: [task], busy: null, onToggle: () => {}, onTrigger: () => {} }).find(
      (c) => c.key === 'schedule',
    )!;
    renderWeb(<>{column.cell(task)}</>, route);
    const cell = await screen.findByTestId('task-schedule');
    expect(cell.textContent).toBe('Mondays at 03:00');
    expect(cell.getAttribute('title')).toBe('0 3 * * 1');
  });
});
