import { z } from 'zod';
import { MFA_CODE_LENGTH } from './constants.js';
import { newPasswordSchema } from './password.js';

/** Request bodies and queries of the auth endpoints (server-validated; classic zod). */
export const multiFactorBodySchema = z.object({
  code: z.string().trim().length(MFA_CODE_LENGTH),
  username: z.string().min(1),
  mfaSecret: z.string().min(1),
});
export type MultiFactorBody = z.infer<typeof multiFactorBodySchema>;

export const resendQuerySchema = z.object({ username: z.string().min(1), mfaSecret: z.string().min(1) });

export const refreshBodySchema = z.object({ access_token: z.string() });
export const forgotPasswordBodySchema = z.object({ email: z.string().email() });
export const setPasswordBodySchema = z.object({
  new_password: newPasswordSchema,
  email: z.string().email(),
  reset_token: z.string().min(1),
});
export const changePasswordBodySchema = z.object({ password: z.string().min(1), new_password: newPasswordSchema });
