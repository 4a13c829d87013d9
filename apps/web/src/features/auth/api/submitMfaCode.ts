import { tokenPairSchema, type MultiFactorBody, type TokenPair } from '@penstock/domain';
import { apiRequest } from '../../../api/client';

/** POST dashboard-v3/auth/multi_factor: exchange the mailed code for the token pair. */
export const submitMfaCode = (body: MultiFactorBody): Promise<TokenPair> =>
  apiRequest('dashboard-v3/auth/multi_factor', { method: 'POST', body, auth: 'none', schema: tokenPairSchema });
