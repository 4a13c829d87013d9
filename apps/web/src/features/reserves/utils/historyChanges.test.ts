import { describe, expect, it } from 'vitest';
import { historyChanges } from './historyChanges';

describe('historyChanges', () => {
  it('names each changed field, times in the zone, the activation factor in percent, ids left out', () => {
    const lines = historyChanges(
      {
        entity_id: 'r1',
        version: 2,
        action: 'update',
        changed_at: 0,
        changed_by: 'operator@penstock.demo',
        changes: {
          mw: { from: 20, to: 25 },
          activation_factor: { from: 0.1, to: 0.25 },
          end_ts: { from: '2026-11-29T23:00:00+00:00', to: Date.UTC(2026, 10, 30, 23) },
          version: { from: 1, to: 2 },
          updated_at: { from: 1, to: 2 },
          plant_view_id: { from: null, to: 'hochalm' },
        },
      },
      (f) => ({ mw: 'Capacity', activation_factor: 'Expected activation', end_ts: 'Valid until' })[f] ?? f,
      (ms) => new Date(ms).toISOString().slice(0, 16),
    );
    expect(lines).toEqual([
      'Capacity: from 20 to 25',
      'Expected activation: from 10 % to 25 %',
      'Valid until: from 2026-11-29T23:00 to 2026-11-30T23:00',
    ]);
  });
});
