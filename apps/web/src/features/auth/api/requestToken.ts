import { loginResponseSchema, type LoginResponse } from '@penstock/domain';
import { apiRequest } from '../../../api/client';
import { endpoints } from '../../../api/endpoints';

/** GET dashboard-v3/auth/token with Basic credentials: the token pair, or a two-factor challenge. */
export const requestToken = (
  username: string,
  password: string,
  onHeaders?: (h: Headers) => void,
): Promise<LoginResponse> =>
  apiRequest(endpoints.auth.token, { auth: { basic: { username, password } }, schema: loginResponseSchema, onHeaders });
