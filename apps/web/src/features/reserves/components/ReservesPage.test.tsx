import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { useScreenTimezone } from '@/features/shell/hooks/useScreenTimezone';
import { initTestI18n } from '../../../../../../test/i18nForTests';
import { renderWeb } from '../../../../../../test/renderWeb';
import { ReservesPage } from './ReservesPage';

beforeAll(() => initTestI18n('shell'));

/** What the shell's timezone tag reads: null means no tag. */
function DeclaredZone() {
  const zone = useScreenTimezone();
  return <output data-testid="declared-zone">{zone === null ? 'none' : 'rule'}</output>;
}

describe('Reserves', () => {
  it('shows no times, so it declares no time zone and the shell shows no tag (issue 27 item 17)', async () => {
    renderWeb(
      <>
        <ReservesPage />
        <DeclaredZone />
      </>,
      { route: 'reserves', url: '/en/reserves/alpine' },
    );
    expect((await screen.findByTestId('declared-zone')).textContent).toBe('none');
  });
});
