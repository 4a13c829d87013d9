import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../../../../../test/i18nForTests';
import { renderWeb } from '../../../../../../test/renderWeb';
import { ReserveRevenueCard } from './ReserveRevenueCard';

beforeAll(() => initTestI18n('reporting'));

describe('ReserveRevenueCard', () => {
  it("writes the plan's reserve revenue in the report's currency, beside the energy revenue's card", async () => {
    renderWeb(<ReserveRevenueCard value={12_345} currency="NOK" />, {
      route: 'portfolioReporting',
      url: '/en/reporting/alpine',
    });
    const card = (await screen.findByTestId('reserve-revenue-value')).closest('[data-section-id]') as HTMLElement;
    expect(card.textContent).toContain('Reserve revenue');
    expect(card.textContent).toMatch(/12,345\s*kr/);
  });
});
