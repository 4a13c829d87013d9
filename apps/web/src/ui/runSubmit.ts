/** Delay before the success callback, so the form has re-rendered with its reset values (spec 1 section 4). */
export const SUCCESS_CALLBACK_DELAY_MS = 10;

export interface SubmitSteps<T> {
  /** May veto the submit (e.g. a confirmation declined). */
  beforeSubmit?: (values: T) => boolean | Promise<boolean>;
  /** Returning false keeps the form as it is (no reset, no success callback). */
  onSubmit: (values: T) => unknown;
  /** Resets the form to the submitted values, so it is clean again. */
  reset: (values: T) => void;
  onSuccess?: (values: T) => void;
}

/** The form submit sequence: veto, submit, reset to the submitted values, success callback after 10 ms. */
export async function runSubmit<T>(values: T, steps: SubmitSteps<T>): Promise<boolean> {
  if (steps.beforeSubmit && !(await steps.beforeSubmit(values))) return false;
  const result = await steps.onSubmit(values);
  if (result === false) return false;
  steps.reset(values);
  if (steps.onSuccess) setTimeout(() => steps.onSuccess!(values), SUCCESS_CALLBACK_DELAY_MS);
  return true;
}
