import { describe, expect, it } from 'vitest';
import { cycle } from './cycle';

const l = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
describe('cycle', () => {
  it('steps and wraps', () => {
    expect(cycle(l, 'a', 1)?.id).toBe('b');
    expect(cycle(l, 'c', 1)?.id).toBe('a');
    expect(cycle(l, 'a', -1)?.id).toBe('c');
  });
  it('starts from the ends without a current item and handles empty lists', () => {
    expect(cycle(l, undefined, 1)?.id).toBe('a');
    expect(cycle(l, 'x', -1)?.id).toBe('c');
    expect(cycle([], 'a', 1)).toBeUndefined();
  });
});
