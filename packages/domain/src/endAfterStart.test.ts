import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endAfterStart } from './endAfterStart.js';

describe('endAfterStart', () => {
  const body = z
    .object({ from_ms: z.number(), to_ms: z.number().nullable() })
    .refine(...endAfterStart('from_ms', 'to_ms'));

  it('accepts an end after the start, and an open end', () => {
    expect(body.safeParse({ from_ms: 1, to_ms: 2 }).success).toBe(true);
    expect(body.safeParse({ from_ms: 1, to_ms: null }).success).toBe(true);
  });

  it.each([1, 0])('refuses an end at %i (start 1) under the end field', (to_ms) => {
    const r = body.safeParse({ from_ms: 1, to_ms });
    expect(r.error?.issues.map((i) => [i.path, i.message])).toEqual([[['to_ms'], 'The end must be after the start']]);
  });
});
