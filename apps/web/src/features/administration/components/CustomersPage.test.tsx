import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { useScreenTimezone } from '@/features/shell/hooks/useScreenTimezone';
import { initTestI18n } from '../../../../../../test/i18nForTests';
import { renderWeb } from '../../../../../../test/renderWeb';
import { CustomersPage } from './CustomersPage';
import { PortfoliosPage } from './PortfoliosPage';

beforeAll(() => initTestI18n('admin'));

/** What the shell's timezone tag reads: null means no tag. */
function DeclaredZone() {
  const zone = useScreenTimezone();
  return (
    <output data-testid="declared-zone">{zone === null ? 'none' : zone === undefined ? 'rule' : zone.timezone}</output>
  );
}

describe('admin lists without times declare no time zone (the shell shows no tag)', () => {
  it.each([
    { name: 'Customers', Page: CustomersPage, route: 'customers' as const, url: '/en/admin/customers' },
    { name: 'Portfolios', Page: PortfoliosPage, route: 'portfolios' as const, url: '/en/admin/portfolios' },
  ])('$name', async ({ Page, route, url }) => {
    renderWeb(
      <>
        <Page />
        <DeclaredZone />
      </>,
      { route, url },
    );
    expect((await screen.findByTestId('declared-zone')).textContent).toBe('none');
  });
});
