import { tokenPairSchema, type MultiFactorBody, type TokenPair } from '@penstock/domain';
import { apiRequest } from '../../../api/client';
import { endpoints } from '../../../api/endpoints';

/** POST dashboard-v3/auth/multi_factor: exchange the mailed code for the token pair. */
export const submitMfaCode = (body: MultiFactorBody): Promise<TokenPair> =>
  apiRequest(endpoints.auth.mfa, { method: 'POST', body, auth: 'none', schema: tokenPairSchema });
