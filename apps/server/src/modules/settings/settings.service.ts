import {
  SETTINGS_DEFAULTS,
  isSettingName,
  settingSchemas,
  type SettingName,
  type UserSettings,
  type UserSettingsPatch,
} from '@penstock/domain';
import type { Db } from '../../db/schema.js';
import { HttpError, invalidFields } from '../../http/httpError.js';
import { zodIssues } from '../../http/problemDetails.js';
import { createSettingsRepo } from './settings.repo.js';

export function createSettingsService(db: Db) {
  const repo = createSettingsRepo(db);

  async function all(accountId: string): Promise<UserSettings> {
    const settings: Record<string, unknown> = { ...SETTINGS_DEFAULTS };
    for (const row of await repo.list(accountId)) {
      // A stored value that no longer fits its schema (or a retired setting) falls back to the default.
      if (isSettingName(row.name) && settingSchemas[row.name].safeParse(row.value).success)
        settings[row.name] = row.value;
    }
    return settings as UserSettings;
  }

  function nameOr404(name: string): SettingName {
    if (!isSettingName(name)) throw new HttpError(404, `Unknown setting: ${name.slice(0, 100)}`);
    return name;
  }

  return {
    all,
    async patch(accountId: string, patch: UserSettingsPatch): Promise<UserSettings> {
      await db.transaction().execute(async (trx) => {
        for (const [name, value] of Object.entries(patch))
          if (value !== undefined) await repo.upsert(accountId, name, value, trx);
      });
      return all(accountId);
    },
    async get(accountId: string, name: string): Promise<unknown> {
      return (await all(accountId))[nameOr404(name)];
    },
    async put(accountId: string, name: string, value: unknown): Promise<unknown> {
      const setting = nameOr404(name);
      const parsed = settingSchemas[setting].safeParse(value);
      if (!parsed.success) throw invalidFields('body', zodIssues(parsed.error.issues));
      await repo.upsert(accountId, setting, parsed.data);
      return parsed.data;
    },
    /** Back to the default, which is answered. */
    async reset(accountId: string, name: string): Promise<unknown> {
      const setting = nameOr404(name);
      await repo.remove(accountId, setting);
      return SETTINGS_DEFAULTS[setting];
    },
  };
}
