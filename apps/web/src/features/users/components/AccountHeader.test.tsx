import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../../../../test/i18nForTests';
import { renderWeb } from '../../../../../../test/renderWeb';
import { AccountHeader } from './AccountHeader';

beforeAll(() => initTestI18n('admin'));
afterEach(() => vi.restoreAllMocks());
const route = { route: 'insightUser' as const, url: '/en/admin/users/insight/u1' };
const account = {
  kind: 'user' as const,
  email: 'kari@nord.example',
  full_name: 'Kari Nord',
  disabled: false,
  locked_until: null,
};

describe('AccountHeader (issue 27 item 7)', () => {
  it('Disable asks first, naming the person; cancelling sends nothing', async () => {
    // only watched: nothing may be sent before the question is answered
    const sent = vi.spyOn(globalThis, 'fetch');
    renderWeb(<AccountHeader account={account} title="Kari Nord" />, route);
    await userEvent.click(await screen.findByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable user' });
    expect(dialog.textContent).toContain(
      'Disable Kari Nord (kari@nord.example)? They are signed out at once and cannot sign in until the account is enabled again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Disable user' })).toBeNull());
    expect(sent).not.toHaveBeenCalled();
  });

  it('shows Pending with the invitation expiry for an invited user', async () => {
    renderWeb(
      <AccountHeader account={{ ...account, invited_until: Date.now() + 3_600_000 }} title="Kari Nord" />,
      route,
    );
    expect(await screen.findByText('Pending')).toBeTruthy();
    expect(screen.getByText(/^invitation valid until /)).toBeTruthy();
    expect(screen.queryByText('Active')).toBeNull();
  });
});
