/**
 * Errors of code that runs in jobs as well as behind routes (building models, writing series): they
 * say what is wrong in domain terms, and the server's one error handler maps each kind to HTTP
 * (apps/server/src/plugins/errorHandler.ts). A job records the message of its run instead.
 */
export type DomainErrorKind = 'invalid' | 'not-found' | 'unprocessable' | 'conflict';

export class DomainError extends Error {
  constructor(
    public readonly kind: DomainErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** Input that can never be right (a non-finite value, a step of zero): HTTP 400. */
export const invalidInput = (message: string) => new DomainError('invalid', message);
/** Something the work needs does not exist: HTTP 404. */
export const notFoundError = (message: string) => new DomainError('not-found', message);
/** Well-formed, but the data cannot serve (a plant without reservoir or prices): HTTP 422. */
export const cannotProcess = (message: string) => new DomainError('unprocessable', message);
/** In the way of another state (a run that has already ended): HTTP 409. */
export const inConflict = (message: string) => new DomainError('conflict', message);
