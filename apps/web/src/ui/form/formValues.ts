import type { z } from 'zod';

/**
 * An EntityForm's values from the loaded row: the fields the form's object schema names, as the row
 * has them (the row carries more, e.g. its id and version). A field the form shows differently is
 * set after the spread.
 */
export function formValues<S extends z.ZodObject, R extends object>(
  schema: S,
  row: R,
): Pick<R, Extract<keyof z.input<S>, keyof R>> {
  const fields = Object.keys(schema.shape).filter((k) => k in row);
  return Object.fromEntries(fields.map((k) => [k, row[k as keyof R]])) as Pick<R, Extract<keyof z.input<S>, keyof R>>;
}
