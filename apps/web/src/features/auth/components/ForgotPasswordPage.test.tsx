import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWeb } from '../../../../../../test/renderWeb';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { stubFetch } from '../../../api/testing/stubFetch';

const fetchMock = stubFetch();

describe('ForgotPasswordPage', () => {
  it('refuses an address that is not one, then sends the trimmed address and shows the neutral confirmation', async () => {
    const user = userEvent.setup();
    renderWeb(<ForgotPasswordPage />, { route: 'forgotPassword', url: '/en/forgot-password' });
    const email = await screen.findByRole('textbox', { name: /forgot\.email/ });
    const submit = screen.getByRole('button', { name: 'forgot.submit' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);

    await user.type(email, 'ops@example');
    await user.click(submit);
    expect(await screen.findByText('forgot.invalidEmail')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await user.clear(email);
    await user.type(email, '  ops@example.com ');
    await user.click(submit);
    expect((await screen.findByRole('status')).textContent).toContain('forgot.sent');
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(fetchMock.mock.calls[0][1]?.body).toBe(JSON.stringify({ email: 'ops@example.com' }));
  });
});
