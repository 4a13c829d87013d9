import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { marketTimeUnits, type DayAheadBid } from '@penstock/domain';
import { initTestI18n } from '../../../../../../test/i18nForTests';
import { renderWeb } from '../../../../../../test/renderWeb';
import texts from '../../../../public/i18n/bids/en-GB.json';
import { BidEditor } from './BidEditor';
import { BidVersions } from './BidVersions';

beforeAll(() => initTestI18n('bids'));

const DATE = '2026-10-25'; // the autumn change: 100 quarter-hours in Vienna
const units = marketTimeUnits(DATE, 'Europe/Vienna');
const curve = [
  { price: -500, volume: 0 },
  { price: 40, volume: 20 },
  { price: 4000, volume: 60 },
];
const bid = (over: Partial<DayAheadBid> = {}): DayAheadBid => ({
  bidDate: DATE,
  physicalPlantId: 'hochalm',
  physicalPlantName: 'Hochalm',
  plantViewId: 'hochalm',
  area: { id: 'region.at', name: 'AT' },
  timezone: 'Europe/Vienna',
  createdBy: 'admin@penstock.demo',
  powerUnits: [{ internalId: 'hochalm.m1', name: 'M1' }],
  state: 'draft',
  deadline: Date.UTC(2026, 9, 24, 10),
  deadlineSource: 'gateClosure',
  lastRun: Date.UTC(2026, 9, 24, 9),
  marketTimeUnits: units,
  capacity: { up: units.map(() => 60), down: units.map(() => 0) },
  latest: {
    id: 'v2',
    number: 2,
    source: 'generated',
    createdBy: 'scheduler',
    createdAt: Date.UTC(2026, 9, 24, 9, 5),
    runId: 'r1',
    basedOn: null,
    valid: true,
    curves: units.map(() => curve),
    scenarios: { method: 'test', prices: [units.map(() => 35), units.map(() => 55)], probabilities: [0.5, 0.5] },
    problems: [],
  },
  versions: [],
  run: null,
  ...over,
});
const scope = { portfolioId: 'alpine', plantViewId: 'hochalm' };
const url = '/en/operations/day-ahead-bids/alpine/hochalm';

describe('BidEditor', () => {
  it('shows the selected quarter-hour’s curve with its scenario prices, the heat map, and a valid day', async () => {
    renderWeb(<BidEditor scope={scope} bid={bid()} canEdit />, { route: 'dayAheadBids', url });
    expect(await screen.findByTestId('bid-curve-chart')).toBeTruthy();
    expect(screen.getAllByTestId('scenario-mark')).toHaveLength(2);
    expect(screen.getByTestId('bid-heat-map')).toBeTruthy();
    expect(screen.getByTestId('bid-valid').textContent).toBe(texts.validation.ok);
    // unchanged: nothing to save; the saved version can be exported
    expect((screen.getByTestId('save-bid') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('export-bid') as HTMLButtonElement).disabled).toBe(false);
    // the autumn day's 100 quarter-hours are offered, the repeated hour twice
    expect(screen.getByTestId('unit-select')).toBeTruthy();
  });

  it('names each problem with its quarter-hour and point', async () => {
    const curves = units.map(() => curve);
    curves[4] = [curve[1]!, curve[0]!]; // prices falling
    const latest = { ...bid().latest!, curves };
    renderWeb(<BidEditor scope={scope} bid={bid({ latest })} canEdit />, { route: 'dayAheadBids', url });
    const problems = await screen.findByTestId('bid-problems');
    expect(
      within(problems).getByText(
        "Quarter-hour 5 (01:00-01:15), point 2: price -500 EUR/MWh is not above the previous point's 40",
      ),
    ).toBeTruthy();
    expect(within(problems).getByText('2 problems')).toBeTruthy();
  });

  it('a day without curves shows no problem list and nothing to export', async () => {
    renderWeb(<BidEditor scope={scope} bid={bid({ latest: null, state: null })} canEdit />, {
      route: 'dayAheadBids',
      url,
    });
    expect(await screen.findByTestId('bid-heat-empty')).toBeTruthy();
    expect(screen.queryByTestId('bid-problems')).toBeNull();
    expect((screen.getByTestId('export-bid') as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps a reader from saving', async () => {
    renderWeb(<BidEditor scope={scope} bid={bid()} canEdit={false} />, { route: 'dayAheadBids', url });
    expect(((await screen.findByTestId('copy-to-all')) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('save-bid') as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('BidVersions', () => {
  it('lists who made each version and when, generated or edited, valid or not', async () => {
    renderWeb(
      <BidVersions
        scope={scope}
        units={units}
        zone="Europe/Vienna"
        versions={[
          {
            id: 'v2',
            number: 2,
            source: 'edited',
            createdBy: 'admin@penstock.demo',
            createdAt: Date.UTC(2026, 9, 24, 9, 30),
            runId: null,
            basedOn: 'v1',
            valid: true,
          },
          {
            id: 'v1',
            number: 1,
            source: 'generated',
            createdBy: 'scheduler',
            createdAt: Date.UTC(2026, 9, 24, 9),
            runId: 'r1',
            basedOn: null,
            valid: false,
          },
        ]}
      />,
      { route: 'dayAheadBids', url },
    );
    const table = await screen.findByTestId('bid-versions');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('edited by hand');
    expect(rows[1]!.textContent).toContain('admin@penstock.demo');
    expect(rows[2]!.textContent).toContain('generated');
    expect(rows[2]!.textContent).toContain('Has problems');
    expect(screen.getByTestId('bid-diff')).toBeTruthy();
  });
});
