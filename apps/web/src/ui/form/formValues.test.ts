import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formValues } from './formValues';

describe('formValues', () => {
  it("takes the schema's fields from the row, leaving the row's others (id, version) out", () => {
    const schema = z.object({ name: z.string(), penstock: z.number().nullable(), note: z.string().optional() });
    const row = { id: 'u1', version: 3, name: 'M1', penstock: null };
    expect(formValues(schema, row)).toEqual({ name: 'M1', penstock: null });
  });
});
