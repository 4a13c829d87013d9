import { sessionCheckResponseSchema, type SessionCheckResponse } from '@penstock/domain';
import { apiRequest } from '../../../api/client';

/** GET v1/auth: who the access token belongs to. */
export const checkSession = (accessToken: string): Promise<SessionCheckResponse> =>
  apiRequest('v1/auth', { auth: { bearer: accessToken }, schema: sessionCheckResponseSchema });
