import { PasswordInput } from '@mantine/core';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAuthMessage } from '../hooks/useAuthMessage';

interface NewPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

/** New password and its confirmation, with the spec's hints (used by reset and change password). */
export function NewPasswordFields<T extends NewPasswordValues>({
  register,
  errors,
  autoFocus,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('auth');
  const { fieldError } = useAuthMessage();
  const reg = register as unknown as UseFormRegister<NewPasswordValues>;
  const errs = errors as FieldErrors<NewPasswordValues>;
  const newPasswordError = fieldError(errs.newPassword?.message);
  const hint = t('password.hint');
  return (
    <>
      <PasswordInput
        label={t('changePassword.newPassword')}
        // a weak password's error is the hint itself: said once, as the error (issue 27 item 17)
        description={newPasswordError === hint ? undefined : hint}
        autoComplete="new-password"
        autoFocus={autoFocus}
        error={newPasswordError}
        {...reg('newPassword')}
      />
      <PasswordInput
        label={t('changePassword.confirmPassword')}
        description={t('password.confirmHint')}
        autoComplete="new-password"
        error={fieldError(errs.confirmPassword?.message)}
        {...reg('confirmPassword')}
      />
    </>
  );
}
