import { apiRequest } from '../../../api/client';

/** POST dashboard-v3/auth/password/change (the spec leaves the path open; this is ours). */
export const changePassword = (body: { password: string; new_password: string }): Promise<void> =>
  apiRequest('dashboard-v3/auth/password/change', { method: 'POST', body });
