import { apiRequest } from '../../../api/client';

/** POST v1/auth/logout: revokes the session on the server. */
export const logoutRequest = (accessToken: string): Promise<void> =>
  apiRequest('v1/auth/logout', { method: 'POST', auth: { bearer: accessToken } });
