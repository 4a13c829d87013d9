import { queryOptions, useQuery } from '@tanstack/react-query';
import { userSettingsSchema, type UserSettings } from '@penstock/domain';
import { apiRequest } from '@/api/client';
import { endpoints } from '@/api/endpoints';
import { settingsKeys } from './settingsKeys';

/** GET dashboard-v3/settings: every user setting, defaults filled in by the server. */
export const getUserSettings = (signal?: AbortSignal): Promise<UserSettings> =>
  apiRequest(endpoints.settings, { schema: userSettingsSchema, signal });

export const userSettingsQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.user(), queryFn: ({ signal }) => getUserSettings(signal) });

export const useUserSettings = (enabled = true) => useQuery({ ...userSettingsQueryOptions(), enabled });
