import { apiRequest } from '../../../api/client';
import { endpoints } from '../../../api/endpoints';

/** POST dashboard-v3/auth/password/set: the new password for a reset link. */
export const setPassword = (body: { new_password: string; email: string; reset_token: string }): Promise<void> =>
  apiRequest(endpoints.auth.setPassword, { method: 'POST', body, auth: 'none' });
