import type { z } from 'zod';

/** A rule across fields of a body: when `holds` answers false, the 400 names `path` with `message`. */
export interface FieldRule<T> {
  holds: (body: T) => boolean;
  message: string;
  path: string;
}

/**
 * The superRefine of a body's rules across fields, written once for its create and update schemas:
 * every broken rule is an issue under its own field (as a chain of `.refine` calls would report them).
 */
export const fieldRules =
  <T>(rules: readonly FieldRule<T>[]) =>
  (body: T, ctx: z.RefinementCtx) => {
    for (const r of rules) if (!r.holds(body)) ctx.addIssue({ code: 'custom', message: r.message, path: [r.path] });
  };
