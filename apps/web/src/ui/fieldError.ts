import type { FieldError } from 'react-hook-form';

export const FIELD_ERRORS = {
  number: 'You must enter a valid number',
  required: 'Required',
  invalid: 'Invalid Field',
} as const;

/** What a zod issue looks like to the mapping (zod 4 passes `code`, `input` and maybe `message`). */
export interface IssueLike {
  code?: string;
  input?: unknown;
  message?: string;
}

/**
 * Form field error texts (spec 1 section 5): an invalid type with a non-numeric string gives
 * 'You must enter a valid number'; an invalid type on null (or nothing) gives 'Required';
 * otherwise the rule's own message, or 'Invalid Field'. Usable as a zod error customiser:
 * `zodResolver(schema, { error: fieldErrorMessage })`.
 */
export function fieldErrorMessage(issue: IssueLike): string {
  // A required text left empty (a min-length rule on '') reads 'Required' too (spec 2 section 5).
  if (issue.code === 'too_small' && typeof issue.input === 'string' && issue.input.trim() === '')
    return FIELD_ERRORS.required;
  if (issue.code === 'invalid_type') {
    if (issue.input === null || issue.input === undefined) return FIELD_ERRORS.required;
    if (typeof issue.input === 'string' && (issue.input.trim() === '' || Number.isNaN(Number(issue.input))))
      return FIELD_ERRORS.number;
  }
  return issue.message || FIELD_ERRORS.invalid;
}

/** The text to show under a react-hook-form field, or undefined when it is fine. */
export function fieldError(error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  return error.message || FIELD_ERRORS.invalid;
}
