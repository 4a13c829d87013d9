import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../../../../test/i18nForTests';
import { renderWeb } from '../../../../../../test/renderWeb';
import { AccountStateBadge } from './AccountStateBadge';
import { SecretDialog } from './SecretDialog';
import { UserPortfoliosTable } from './UserPortfoliosTable';

beforeAll(() => initTestI18n('admin'));
const route = { route: 'users' as const, url: '/en/admin/users' };

describe('SecretDialog', () => {
  it('shows the username and the secret with the warning that this is the only time', async () => {
    const onClose = vi.fn();
    renderWeb(
      <SecretDialog
        secret={{ id: 'a1', username: 'api-alpine-1@api.penstock', secret: 's3cr3t-value' }}
        onClose={onClose}
      />,
      route,
    );
    expect((await screen.findByTestId('api-secret')).textContent).toBe('s3cr3t-value');
    expect(screen.getByTestId('api-username').textContent).toBe('api-alpine-1@api.penstock');
    screen.getByText(/it is shown only this once/);
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows nothing without a secret', async () => {
    renderWeb(<SecretDialog secret={null} onClose={() => {}} />, route);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('api-secret')).toBeNull();
  });
});

describe('AccountStateBadge', () => {
  it('Disabled before Locked; Locked only while the lock lasts', async () => {
    const now = Date.now();
    renderWeb(
      <div>
        <span data-testid="a">
          <AccountStateBadge account={{ disabled: true, locked_until: now + 60_000 }} />
        </span>
        <span data-testid="b">
          <AccountStateBadge account={{ disabled: false, locked_until: now + 60_000 }} />
        </span>
        <span data-testid="c">
          <AccountStateBadge account={{ disabled: false, locked_until: now - 1 }} />
        </span>
      </div>,
      route,
    );
    expect((await screen.findByTestId('a')).textContent).toBe('Disabled');
    expect(screen.getByTestId('b').textContent).toBe('Locked');
    expect(screen.getByTestId('c').textContent).toBe('Active');
  });
});

describe('UserPortfoliosTable', () => {
  it('write permission, default and unassign act on the row they are in', async () => {
    const onWrite = vi.fn();
    const onDefault = vi.fn();
    const onUnassign = vi.fn();
    const rows = [
      { id: 'alpine', display_name: 'Alpine Storage', can_write: true, is_default: true },
      { id: 'river', display_name: null, can_write: false, is_default: false },
    ];
    renderWeb(
      <UserPortfoliosTable rows={rows} onWrite={onWrite} onDefault={onDefault} onUnassign={onUnassign} />,
      route,
    );
    await userEvent.click(await screen.findByLabelText('Write permission on river'));
    expect(onWrite).toHaveBeenCalledWith('river', true);
    await userEvent.click(screen.getByLabelText('Write permission on Alpine Storage'));
    expect(onWrite).toHaveBeenLastCalledWith('alpine', false);
    await userEvent.click(screen.getByLabelText('Default portfolio river'));
    expect(onDefault).toHaveBeenCalledWith('river');
    await userEvent.click(screen.getByRole('button', { name: 'Unassign Alpine Storage' }));
    expect(onUnassign).toHaveBeenCalledWith('alpine');
  });
});
