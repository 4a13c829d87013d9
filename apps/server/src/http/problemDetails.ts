import type { ProblemDetails } from '@penstock/domain';

export const VALIDATION_PROBLEM_TYPE = 'https://penstock.demo/problems/validation-error';

/**
 * RFC 9457 body for a request that failed validation. `errors[].path` is the dot-joined field path
 * inside the validated part (body, query, params or headers), which `detail` names.
 */
export interface FieldError {
  path: string;
  message: string;
  /** CSV uploads: where in the file */
  line?: number;
  column?: number;
}

export function validationProblem(part: string, issues: FieldError[]): ProblemDetails {
  const summary = issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; ');
  return {
    type: VALIDATION_PROBLEM_TYPE,
    title: 'Your request is not valid',
    status: 400,
    detail: `Invalid ${part}: ${summary}`,
    errors: issues,
  };
}

/** Zod issues as problem-detail errors. */
export const zodIssues = (issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>) =>
  issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
