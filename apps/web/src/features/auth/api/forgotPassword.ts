import { apiRequest } from '../../../api/client';
import { endpoints } from '../../../api/endpoints';

/** POST dashboard-v3/auth/password/forgot: mails a reset link when the account exists. */
export const forgotPassword = (email: string): Promise<void> =>
  apiRequest(endpoints.auth.forgotPassword, { method: 'POST', body: { email }, auth: 'none' });
