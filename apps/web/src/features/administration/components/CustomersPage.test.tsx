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
  it('Customers', async () => {
    renderWeb(
      <>
        <CustomersPage />
        <DeclaredZone />
      </>,
      { route: 'customers', url: '/en/admin/customers' },
    );
    expect((await screen.findByTestId('declared-zone')).textContent).toBe('none');
  });
  it('Portfolios', async () => {
    renderWeb(
      <>
        <PortfoliosPage />
        <DeclaredZone />
      </>,
      { route: 'portfolios', url: '/en/admin/portfolios' },
    );
    expect((await screen.findByTestId('declared-zone')).textContent).toBe('none');
  });
});
