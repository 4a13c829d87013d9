import { queryOptions, useQuery } from '@tanstack/react-query';
import { meResponseSchema, type MeResponse } from '@penstock/domain';
import { apiRequest } from '../../../api/client';
import { endpoints } from '../../../api/endpoints';
import { authKeys } from './authKeys';

/** GET dashboard-v3/me: name and e-mail of the signed-in user. */
export const fetchMe = (signal?: AbortSignal): Promise<MeResponse> =>
  apiRequest(endpoints.auth.me, { schema: meResponseSchema, signal });

export const meQueryOptions = () => queryOptions({ queryKey: authKeys.me(), queryFn: ({ signal }) => fetchMe(signal) });

export const useMe = (enabled = true) => useQuery({ ...meQueryOptions(), enabled });
