import { z } from 'zod';
import { newPasswordSchema } from '@penstock/domain';

/** The spec asks only that the confirmation matches; this is the text we show when it does not. */
export const PASSWORD_MISMATCH = 'The passwords do not match.';

const confirmationMatches = (v: { newPassword: string; confirmPassword: string }) =>
  v.confirmPassword === v.newPassword;
const mismatch = { path: ['confirmPassword'], message: PASSWORD_MISMATCH };

/** Settings > Change password: current, new (domain rules), confirmation. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, 'Required'),
    newPassword: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine(confirmationMatches, mismatch);
export type ChangePasswordFormValues = z.infer<typeof changePasswordFormSchema>;

/** Reset-password page: new (domain rules) and confirmation. */
export const resetPasswordFormSchema = z
  .object({ newPassword: newPasswordSchema, confirmPassword: z.string() })
  .refine(confirmationMatches, mismatch);
export type ResetPasswordFormValues = z.infer<typeof resetPasswordFormSchema>;
