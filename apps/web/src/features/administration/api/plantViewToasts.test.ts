import { describe, expect, it } from 'vitest';
import { createViewToasts, unassignToasts } from './plantViewToasts';

describe("a portfolio's plants: the spec's toasts (spec 2 section 8)", () => {
  it('assigning a plant and creating a shadow plant each say what happened and what failed', () => {
    expect(createViewToasts('assign')).toEqual({
      success: 'The plant was assigned successfully',
      error: { title: 'Plant could not be assigned', generic: 'The plant could not be assigned due to an error.' },
    });
    expect(createViewToasts('shadow')).toEqual({
      success: 'The shadow plant was created successfully',
      error: {
        title: 'Shadow plant could not be created',
        generic: 'The shadow plant could not be created due to an error.',
      },
    });
  });

  it('unassigning one plant or all of them fails with its own text', () => {
    expect(unassignToasts.success).toBe('The plant was unassigned successfully');
    expect(unassignToasts.error.title).toBe('Plant could not be unassigned');
    expect(unassignToasts.error.generic('hochalm')).toBe('The plant could not be unassigned');
    expect(unassignToasts.error.generic(null)).toBe('The plants could not be unassigned');
  });
});
