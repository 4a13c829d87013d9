import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_HINT } from '@penstock/domain';
import { initTestI18n } from '../../../../../../test/i18nForTests';
import { renderWeb } from '../../../../../../test/renderWeb';
import { ChangePasswordForm } from './ChangePasswordForm';

beforeAll(() => initTestI18n('auth'));

describe('NewPasswordFields', () => {
  it('says the password rule once: as the hint, and for a weak password as its error only (issue 27 item 17)', async () => {
    renderWeb(<ChangePasswordForm />, { route: 'cockpitMap', url: '/en/map/alpine' });
    expect(await screen.findAllByText(PASSWORD_HINT)).toHaveLength(1);
    const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });
    await userEvent.type(field('Current password'), 'Penstock-demo-2026!');
    await userEvent.type(field('New password'), 'weak');
    await userEvent.type(field('Confirm new password'), 'weak');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(field('New password').dataset.invalid).toBe('true'));
    expect(screen.getAllByText(PASSWORD_HINT)).toHaveLength(1);
  });
});
