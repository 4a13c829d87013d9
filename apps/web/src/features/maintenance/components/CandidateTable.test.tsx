import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../../../../../test/i18nForTests';
import { renderWeb } from '../../../../../../test/renderWeb';
import { CandidateTable } from './CandidateTable';

beforeAll(() => initTestI18n('maintenance'));

const H = 3_600_000;
const T = Date.UTC(2026, 10, 30);

describe('candidate windows of an optimal rescheduling', () => {
  it('ranks the plannable windows with a Choose button and lists a skipped one with its reason, not choosable', async () => {
    renderWeb(
      <CandidateTable
        candidates={[
          { start: T, end: T + 12 * H, lost_value_eur: 1200 },
          {
            start: T + 24 * H,
            end: T + 36 * H,
            lost_value_eur: null,
            infeasible: 'The plan could not be solved (INFEASIBLE): Machine 1 is fixed at 100 MW',
          },
        ]}
        zone="Europe/Vienna"
        caption="Windows"
        actionLabel="Choose"
        pending={false}
        onPick={() => {}}
      />,
      { route: 'maintenances', url: '/en/maintenance/alpine' },
    );
    expect(await screen.findByText(/Skipped: no plan exists with the outage in this window/)).toBeTruthy();
    expect(screen.getByText(/Machine 1 is fixed at 100 MW/)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Choose' })).toHaveLength(1);
  });
});
