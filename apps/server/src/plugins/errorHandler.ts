import { DomainError, type DomainErrorKind } from '@penstock/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/databaseErrors.js';
import { badRequest, HttpError, serviceUnavailable } from '../http/httpError.js';
import { validationProblem } from '../http/problemDetails.js';

const PART: Record<string, string> = {
  body: 'body',
  querystring: 'query string',
  params: 'path parameters',
  headers: 'headers',
};

/** The one place domain errors (thrown by job code, packages/domain domainErrors.ts) become HTTP. */
const DOMAIN_ERROR_HTTP: Record<DomainErrorKind, (detail: string) => HttpError> = {
  invalid: (detail) => badRequest(detail),
  'not-found': (detail) => new HttpError(404, detail),
  unprocessable: (detail) => new HttpError(422, detail),
  conflict: (detail) => new HttpError(409, detail),
};

/**
 * Errors leave as {detail} or, for validation, RFC 9457 problem details; an HttpError (see
 * http/httpError.ts) brings its own status and body. Bad input is always 4xx;
 * 5xx bodies never carry internals (they are logged instead).
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((thrown: FastifyError & { code?: string }, request, reply) => {
    let error: FastifyError | HttpError = thrown;
    // The database is gone or restarting: the client retries later; the pool reconnects by itself.
    if (isDatabaseUnavailable(thrown)) {
      request.log.warn({ err: { message: thrown.message, code: thrown.code } }, 'database unavailable');
      error = serviceUnavailable();
    }
    if (error instanceof DomainError) error = DOMAIN_ERROR_HTTP[error.kind](error.message);
    if (error instanceof HttpError) {
      reply.code(error.statusCode).headers(error.headers);
      if (error.contentType) reply.type(error.contentType);
      return reply.send(error.body());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: v.message ?? 'Invalid value',
      }));
      const problem = validationProblem(PART[error.validationContext ?? 'body'] ?? 'request', issues);
      return reply.code(400).type('application/problem+json').send(problem);
    }
    // PostgreSQL data exceptions (class 22: e.g. NUL bytes or unpaired surrogates in text) come from input.
    if (typeof error.code === 'string' && /^22[0-9A-Z]{3}$/.test(error.code)) {
      return reply.code(400).send({ detail: 'The request contains values that cannot be stored.' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ detail: error.message || 'Bad request' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(status >= 500 && status < 600 ? status : 500).send({ detail: 'Internal server error' });
  });
}
