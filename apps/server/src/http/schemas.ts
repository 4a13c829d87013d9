import { errorBodySchema, problemDetailsSchema } from '@penstock/domain';

/** Response schemas shared by the OpenAPI description of every route. */
export const errorResponses = {
  400: problemDetailsSchema.or(errorBodySchema).describe('Validation problem details, or {detail}'),
  401: errorBodySchema.describe('Missing, invalid, expired or revoked token'),
} as const;
export { errorBodySchema };
