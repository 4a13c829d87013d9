import { sessionCheckResponseSchema, type SessionCheckResponse } from '@penstock/domain';
import { apiRequest } from '../../../api/client';
import { endpoints } from '../../../api/endpoints';

/** GET v1/auth: who the access token belongs to. */
export const checkSession = (accessToken: string): Promise<SessionCheckResponse> =>
  apiRequest(endpoints.auth.session, { auth: { bearer: accessToken }, schema: sessionCheckResponseSchema });
