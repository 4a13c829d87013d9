import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../../../../test/i18nForTests';
import { renderWeb } from '../../../../../../test/renderWeb';
import { ApiAccountCreateForm } from './ApiAccountCreateForm';
import { UserCreateForm } from './UserCreateForm';

beforeAll(() => initTestI18n('admin'));
const route = { route: 'users' as const, url: '/en/admin/users' };

describe('UserCreateForm', () => {
  it("says 'Required' on blur and refuses a bad e-mail; sends a trimmed, lower-case e-mail", async () => {
    const onSubmit = vi.fn();
    renderWeb(<UserCreateForm onSubmit={onSubmit} />, route);
    const email = await screen.findByLabelText(/^E-mail/);
    const invite = () => screen.getByRole('button', { name: 'Create and invite' });
    expect(invite()).toHaveProperty('disabled', true); // nothing typed yet
    await userEvent.click(screen.getByLabelText(/^Name/));
    await userEvent.tab();
    await screen.findByText('Required');
    await userEvent.type(email, 'not-an-address');
    await userEvent.tab();
    await screen.findByText('Invalid e-mail address');
    await userEvent.click(invite());
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(email);
    await userEvent.type(email, '  Kari.Nord@Example.com ');
    await userEvent.type(screen.getByLabelText(/^Name/), 'Kari Nord');
    await userEvent.click(screen.getByLabelText('Two-factor sign-in'));
    await userEvent.click(invite());
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        email: 'kari.nord@example.com',
        full_name: 'Kari Nord',
        is_admin: false,
        mfa_enabled: true,
      }),
    );
  });
});

describe('ApiAccountCreateForm', () => {
  const portfolios = [
    { value: 'alpine', label: 'Alpine Storage' },
    { value: 'river', label: 'River Cascade' },
  ];

  it('needs a portfolio and a name; write permission is off unless ticked', async () => {
    const onSubmit = vi.fn();
    renderWeb(<ApiAccountCreateForm portfolios={portfolios} onSubmit={onSubmit} />, route);
    await userEvent.type(await screen.findByLabelText(/^Name \(what it is for\)/), 'SCADA export');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await screen.findByText('Required'); // the portfolio
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getAllByLabelText(/^Portfolio/).find((e) => e.tagName === 'INPUT')!);
    await userEvent.click(await screen.findByRole('option', { name: 'River Cascade' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ portfolio_id: 'river', name: 'SCADA export', can_write: false }),
    );
  });
});
