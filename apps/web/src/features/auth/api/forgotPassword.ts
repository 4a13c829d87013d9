import { apiRequest } from '../../../api/client';

/** POST dashboard-v3/auth/password/forgot: mails a reset link when the account exists. */
export const forgotPassword = (email: string): Promise<void> =>
  apiRequest('dashboard-v3/auth/password/forgot', { method: 'POST', body: { email }, auth: 'none' });
