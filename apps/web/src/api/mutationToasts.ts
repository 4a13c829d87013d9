import { MutationCache } from '@tanstack/react-query';
import { notifyMutationError, showToast } from '@/ui/notify';

/**
 * Toasts of a mutation, declared as its `meta` and shown by the query client's MutationCache, so
 * no call site writes onSuccess/onError toasts:
 *
 *   useMutation({ mutationFn, meta: { toasts: { success: 'The constraint was saved successfully',
 *     error: { title: 'Constraint could not be saved', generic: 'The constraint could not be saved due to an error.' } } } })
 */
export interface MutationToasts<TData = unknown, TVariables = unknown> {
  /** The success toast's text; a function gets the answer and the variables (e.g. a task's name) and may return undefined for none. */
  success?: string | ((data: TData, variables: TVariables) => string | undefined);
  /**
   * The failure toast (spec 2 section 8): the error body's detail under `title` when there is one,
   * else `generic` (a function gets the variables: one mutation of several kinds of change). `title`
   * defaults to 'Error'. With `detail: false` always `generic`.
   */
  error?: { title?: string; generic: string | ((variables: TVariables) => string); detail?: boolean };
  /** Failures the caller shows itself (a 409 conflict, a 300 with handling offers): no toast for them. */
  handled?: (error: unknown) => boolean;
}

export interface PenstockMutationMeta extends Record<string, unknown> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each mutation declares its own data and variables
  toasts?: MutationToasts<any, any>;
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: PenstockMutationMeta;
  }
}

/** The MutationCache that shows every mutation's declared toasts. */
export function createToastingMutationCache(): MutationCache {
  return new MutationCache({
    onSuccess: (data, variables, _context, mutation) => {
      const success = mutation.meta?.toasts?.success;
      const message = typeof success === 'function' ? success(data, variables) : success;
      if (message) showToast({ status: 'success', message });
    },
    onError: (error, variables, _context, mutation) => {
      const toasts = mutation.meta?.toasts;
      if (!toasts?.error || toasts.handled?.(error)) return;
      const { generic } = toasts.error;
      notifyMutationError(error, {
        ...toasts.error,
        generic: typeof generic === 'function' ? generic(variables) : generic,
      });
    },
  });
}
