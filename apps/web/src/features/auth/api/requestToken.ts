import { loginResponseSchema, type LoginResponse } from '@penstock/domain';
import { apiRequest } from '../../../api/client';

/** GET dashboard-v3/auth/token with Basic credentials: the token pair, or a two-factor challenge. */
export const requestToken = (username: string, password: string, onHeaders?: (h: Headers) => void): Promise<LoginResponse> =>
  apiRequest('dashboard-v3/auth/token', { auth: { basic: { username, password } }, schema: loginResponseSchema, onHeaders });
