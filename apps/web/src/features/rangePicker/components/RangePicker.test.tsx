import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDataRange, parseDataRange, type DataRange } from '@penstock/domain';
import { initTestI18n } from '../../../../../../test/i18nForTests';
import { renderWeb } from '../../../../../../test/renderWeb';
import { plainDate } from '../utils/rangeDates';
import { RangePicker } from './RangePicker';

beforeAll(() => initTestI18n('cockpit'));

function Picker({ initial, maxDays }: { initial: string; maxDays?: number }) {
  const [range, setRange] = useState<DataRange>(parseDataRange(initial)!);
  return (
    <>
      <RangePicker range={range} today={plainDate(2026, 11, 28)} onChange={setRange} maxDays={maxDays} />
      <output data-testid="range">{formatDataRange(range)}</output>
    </>
  );
}

describe('RangePicker', () => {
  it('Month -> Week -> Day -> Hour offers a range the API serves, and says it shortened it (issue 27 item 9)', async () => {
    renderWeb(<Picker initial="2026-01--2026-12" />, { route: 'cockpitCharts', url: '/en/cockpit/alpine/hochalm' });
    const range = () => screen.getByTestId('range').textContent;
    await userEvent.click(await screen.findByText('Week'));
    expect(range()).toBe('2026W01--2026W53');
    await userEvent.click(screen.getByText('Day'));
    expect(range()).toBe('2025-12-29--2027-01-03');
    expect(screen.queryByTestId('range-shortened')).toBeNull();
    await userEvent.click(screen.getByText('Hour'));
    // not 2025-12-29--2027-01-03--1h: hourly data is served for at most 366 days
    expect(range()).toBe('2025-12-29--2026-12-28--1h');
    expect(screen.getByTestId('range-shortened').textContent).toBe(
      'Shortened to 365 days: data by hour is served for at most that long.',
    );
  });

  it("a screen's shorter limit (the editor's) says so in its own words", async () => {
    renderWeb(<Picker initial="2026-01--2026-12" maxDays={365} />, {
      route: 'cockpitCharts',
      url: '/en/cockpit/alpine/hochalm',
    });
    await userEvent.click(await screen.findByText('Week'));
    expect(screen.getByTestId('range').textContent).toBe('2026W01--2026W52');
    expect(screen.getByTestId('range-shortened').textContent).toBe(
      'Shortened to 365 days, the longest range this screen shows.',
    );
  });
});
