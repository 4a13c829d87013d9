import type { Db, Executor } from '../../db/schema.js';

export function createSettingsRepo(db: Db) {
  return {
    async list(accountId: string, trx: Executor = db): Promise<Array<{ name: string; value: unknown }>> {
      return trx.selectFrom('user_setting').select(['name', 'value']).where('account_id', '=', accountId).execute();
    },
    async upsert(accountId: string, name: string, value: unknown, trx: Executor = db) {
      const json = JSON.stringify(value);
      await trx
        .insertInto('user_setting')
        .values({ account_id: accountId, name, value: json })
        .onConflict((oc) => oc.columns(['account_id', 'name']).doUpdateSet({ value: json, updated_at: new Date() }))
        .execute();
    },
    async remove(accountId: string, name: string, trx: Executor = db) {
      await trx.deleteFrom('user_setting').where('account_id', '=', accountId).where('name', '=', name).execute();
    },
  };
}
