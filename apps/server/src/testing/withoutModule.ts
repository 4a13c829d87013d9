import type { ProductModule } from '@penstock/domain';
import type { TestApp } from './createTestApp.js';

/** Runs `fn` with the plant's product module INACTIVE, then ACTIVE again, also when `fn` fails. */
export async function withoutModule(t: TestApp, plantId: string, module: ProductModule, fn: () => Promise<void>) {
  const setState = (state: 'ACTIVE' | 'INACTIVE') =>
    t.db
      .updateTable('product_module_state')
      .set({ state })
      .where('module', '=', module)
      .where('physical_plant_id', '=', plantId)
      .execute();
  await setState('INACTIVE');
  try {
    await fn();
  } finally {
    await setState('ACTIVE');
  }
}
