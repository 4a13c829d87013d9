import { apiRequest } from '../../../api/client';
import { endpoints } from '../../../api/endpoints';

/** POST v1/auth/logout: revokes the session on the server. */
export const logoutRequest = (accessToken: string): Promise<void> =>
  apiRequest(endpoints.auth.logout, { method: 'POST', auth: { bearer: accessToken } });
