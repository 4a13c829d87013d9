import { errorBodySchema, problemDetailsSchema } from '@penstock/domain';

/** Response schemas shared by the OpenAPI description of every route. */
export const errorResponses = {
  400: problemDetailsSchema.or(errorBodySchema).describe('Validation problem details, or {detail}'),
  401: errorBodySchema.describe('Missing, invalid, expired or revoked token'),
} as const;
export { errorBodySchema };

/**
 * A route's failures with its own 403 and 404 (what is refused, what is not found):
 *
 *   const failures = routeFailures('Not an administrator', 'Portfolio or plant view not found');
 *   response: { 200: bidSchema, ...failures }
 */
export const routeFailures = (forbidden: string, notFound: string) => ({
  ...errorResponses,
  403: errorBodySchema.describe(forbidden),
  404: errorBodySchema.describe(notFound),
});
