import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/ApiError';
import { refusedCells } from './refusedCells';

const sent = [
  { component_id: 'u1', quantity: 'power' as const, ts: 0, value: 5, expected_previous: null },
  { component_id: 'u1', quantity: 'power' as const, ts: 3_600_000, value: 5000, expected_previous: null },
];
const answer = (status: number, body: unknown) =>
  new ApiError({ request: { method: 'POST', url: '/x' }, status, body });

describe('refusedCells', () => {
  it('matches the 400 field errors cells.<i>.value back to the sent cells', () => {
    const error = answer(400, {
      detail: 'x',
      errors: [
        { path: 'cells.1.value', message: 'M1: 5000 MW is outside what this unit can do (0 to 162 MW)' },
        { path: 'cells.0.component_id', message: 'Unknown' },
      ],
    });
    expect(refusedCells(error, sent)).toEqual([
      { cell: sent[1], message: 'M1: 5000 MW is outside what this unit can do (0 to 162 MW)' },
    ]);
  });
  it('is empty for other failures', () => {
    expect(refusedCells(answer(409, { errors: [{ path: 'cells.1.value' }] }), sent)).toEqual([]);
    expect(refusedCells(new Error('x'), sent)).toEqual([]);
  });
});
