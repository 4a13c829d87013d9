import { MantineProvider } from '@mantine/core';
import type { HistoryEntry } from '@penstock/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HistoryTable } from './HistoryTable';

const entry = (version: number, changed_by: string | null): HistoryEntry => ({
  entity_id: 'a',
  version,
  action: 'update',
  changed_at: Date.UTC(2026, 0, version),
  changed_by,
  changes: { name: { from: `v${version - 1}`, to: `v${version}` } },
});

describe('HistoryTable', () => {
  it('shows one row per version: when, who (a dash for the system), and the two columns of the caller', () => {
    render(
      <MantineProvider env="test">
        <HistoryTable
          entries={[entry(2, 'ops@example.com'), entry(1, null)]}
          headers={{ when: 'When', who: 'Who', what: 'Action', change: 'Changes' }}
          when={(e) => new Date(e.changed_at).toISOString().slice(0, 10)}
          what={(e) => e.action}
          change={(e) => `${String(e.changes.name?.from)} → ${String(e.changes.name?.to)}`}
          label="History: thing"
          testId="history"
        />
      </MantineProvider>,
    );
    const table = screen.getByRole('table', { name: 'History: thing' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'WhenWhoActionChanges',
      '2026-01-02ops@example.comupdatev1 → v2',
      '2026-01-01–updatev0 → v1',
    ]);
  });
});
