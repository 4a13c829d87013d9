import { act, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../../../../test/i18nForTests';
import { renderWeb } from '../../../../../../test/renderWeb';
import { constraintsApi } from '../api/constraintsApi';
import CockpitConstraintAlerts from './CockpitConstraintAlerts';

const D = 86_400_000;
const NOW = Date.UTC(2026, 10, 24, 13, 30); // Tue 24 Nov 2026, 14:30 in Vienna
// the cockpit's range: a month, longer than the alerts' 14 days
const RANGE = { startTs: Date.UTC(2026, 9, 31, 23), endTs: Date.UTC(2026, 10, 30, 23) };

function show(defaultRange: boolean) {
  const view = renderWeb(
    <CockpitConstraintAlerts
      portfolioId="alpine"
      plantViewId="hochalm"
      zone="Europe/Vienna"
      range={RANGE}
      defaultRange={defaultRange}
      constraintsHref="/en/constraints/alpine/hochalm"
    />,
    { route: 'cockpitCharts', url: '/en/cockpit/alpine/hochalm' },
  );
  act(() =>
    view.client.setQueryData(constraintsApi.list({ portfolioId: 'alpine', plantViewId: 'hochalm' }).queryKey, []),
  );
  return view;
}

describe('the cockpit alerts window', () => {
  beforeAll(() => initTestI18n('constraints'));

  it('while the cockpit shows its default range: today plus 2 days in the plant zone, whatever the range', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    try {
      show(true);
      expect((await screen.findByTestId('constraint-alerts-window')).textContent).toBe(
        'Today and the next 2 days: 24 Nov 2026 to 26 Nov 2026',
      );
      expect(screen.queryByTestId('constraint-alerts-too-long')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("a range the user chose is followed: over 14 days only the spec's text", async () => {
    show(false);
    expect((await screen.findByTestId('constraint-alerts-too-long')).textContent).toBe(
      'Range too long to show constraint and override details',
    );
    expect(RANGE.endTs - RANGE.startTs).toBeGreaterThan(14 * D);
  });
});
