import { apiRequest } from '../../../api/client';
import { endpoints } from '../../../api/endpoints';

/** POST dashboard-v3/auth/password/change (the spec leaves the path open; this is ours). */
export const changePassword = (body: { password: string; new_password: string }): Promise<void> =>
  apiRequest(endpoints.auth.changePassword, { method: 'POST', body });
