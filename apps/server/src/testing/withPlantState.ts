import type { TestApp } from './createTestApp.js';

/** Runs `fn` with the plant in `state` (Setup or Review), then makes it Live again, also when `fn` fails. */
export async function withPlantState(t: TestApp, plantId: string, state: 'Setup' | 'Review', fn: () => Promise<void>) {
  const setState = (s: 'Setup' | 'Review' | 'Live') =>
    t.db.updateTable('physical_plant').set({ plant_state: s }).where('id', '=', plantId).execute();
  await setState(state);
  try {
    await fn();
  } finally {
    await setState('Live');
  }
}
