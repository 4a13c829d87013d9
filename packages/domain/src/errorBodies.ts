import { z } from 'zod';

/** Plain failure body: `{"detail": "..."}`. */
export const errorBodySchema = z.object({ detail: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** RFC 9457 problem details for validation failures, with the failing fields. */
export const problemDetailsSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ProblemDetails = z.infer<typeof problemDetailsSchema>;

/** 409 for an id or name that is taken, naming the field (the form shows 'Already taken' under it). */
export const takenBodySchema = errorBodySchema.extend({ errors: problemDetailsSchema.shape.errors });
