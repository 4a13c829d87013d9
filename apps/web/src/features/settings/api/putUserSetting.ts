import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SettingName, UserSettings } from '@penstock/domain';
import { apiRequest } from '@/api/client';
import { endpoints } from '@/api/endpoints';
import { settingsKeys } from './settingsKeys';

export const SETTING_SAVE_FAILED = 'There was a problem saving the user setting';

/** PUT dashboard-v3/settings/{setting_name} with the value as body. */
export const putUserSetting = <K extends SettingName>(name: K, value: UserSettings[K]) =>
  apiRequest(endpoints.setting(name), { method: 'PUT', body: value });

/**
 * Saves one setting optimistically: the cache shows the new value at once and rolls back, with the
 * spec's toast, when the save fails (spec 1 section 7).
 */
/** `onRollback` runs after a failed save, so callers can undo side effects (e.g. the shown language). */
export function useUpdateUserSetting<K extends SettingName>(name: K, onRollback?: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (value: UserSettings[K]) => putUserSetting(name, value),
    onMutate: async (value) => {
      await client.cancelQueries({ queryKey: settingsKeys.user() });
      const previous = client.getQueryData<UserSettings>(settingsKeys.user());
      if (previous) client.setQueryData<UserSettings>(settingsKeys.user(), { ...previous, [name]: value });
      return { previous };
    },
    onError: (_error, _value, context) => {
      if (context?.previous) client.setQueryData(settingsKeys.user(), context.previous);
      onRollback?.();
    },
    meta: { toasts: { error: { generic: SETTING_SAVE_FAILED, detail: false } } },
    onSettled: () => client.invalidateQueries({ queryKey: settingsKeys.user() }),
  });
}
