import { mfaChallengeSchema, type MfaChallenge } from '@penstock/domain';
import { apiRequest } from '../../../api/client';
import { endpoints } from '../../../api/endpoints';

/** GET dashboard-v3/auth/multi_factor/resend_token: a new code by mail, with a new secret and expiry. */
export const resendMfaCode = (
  username: string,
  mfaSecret: string,
  onHeaders?: (h: Headers) => void,
): Promise<MfaChallenge> =>
  apiRequest(endpoints.auth.mfaResend, {
    query: { username, mfaSecret },
    auth: 'none',
    schema: mfaChallengeSchema,
    onHeaders,
  });
