import { tokenPairSchema, type TokenPair } from '@penstock/domain';
import { apiRequest } from '../../../api/client';
import { endpoints } from '../../../api/endpoints';

/** POST v1/auth/refresh: bearer refresh token, body the current access token; rotates the pair. */
export const refreshTokens = (refreshToken: string, accessToken: string): Promise<TokenPair> =>
  apiRequest(endpoints.auth.refresh, {
    method: 'POST',
    body: { access_token: accessToken },
    auth: { bearer: refreshToken },
    schema: tokenPairSchema,
  });
