import { apiRequest } from '../../../api/client';

/** POST dashboard-v3/auth/password/set: the new password for a reset link. */
export const setPassword = (body: { new_password: string; email: string; reset_token: string }): Promise<void> =>
  apiRequest('dashboard-v3/auth/password/set', { method: 'POST', body, auth: 'none' });
