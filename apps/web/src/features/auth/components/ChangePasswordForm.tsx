import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PASSWORD_CHANGE_LOGOUT_MS } from '@penstock/domain';
import { changePassword } from '../api/changePassword';
import { useAuthMessage } from '../hooks/useAuthMessage';
import { sessionController } from '../session/session';
import { changePasswordFailure, type AuthMessage } from '../utils/authMessages';
import { changePasswordFormSchema, type ChangePasswordFormValues } from '../utils/passwordForms';
import { NewPasswordFields } from './NewPasswordFields';
import { ErrorAlert } from './ErrorAlert';

/**
 * Settings > Change password. A changed password ends the session on the server, so 2 s after the
 * success the user is logged out here too, with the e-mail kept for the next login.
 */
export function ChangePasswordForm({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation('auth');
  const { message, fieldError } = useAuthMessage();
  const [error, setError] = useState<AuthMessage | null>(null);
  const [changed, setChanged] = useState(false);
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;
  const form = useForm<ChangePasswordFormValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  useEffect(() => {
    if (!changed) return;
    const timer = setTimeout(() => {
      onDoneRef.current?.();
      sessionController.passwordChanged();
    }, PASSWORD_CHANGE_LOGOUT_MS);
    return () => clearTimeout(timer);
  }, [changed]);

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await changePassword({ password: values.currentPassword, new_password: values.newPassword });
      setChanged(true);
    } catch (e) {
      const failure = changePasswordFailure(e);
      if ('key' in failure && failure.key === 'errors.wrongPassword') {
        form.setError('currentPassword', { message: t('errors.wrongPassword') }, { shouldFocus: true });
      } else setError(failure);
    }
  });

  if (changed) {
    return (
      <Alert color="positive" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
        {t('changePassword.success')}
      </Alert>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        {error && <ErrorAlert>{message(error)}</ErrorAlert>}
        <PasswordInput
          label={t('changePassword.currentPassword')}
          autoComplete="current-password"
          error={fieldError(form.formState.errors.currentPassword?.message)}
          {...form.register('currentPassword')}
        />
        <NewPasswordFields register={form.register} errors={form.formState.errors} />
        <Group justify="flex-end">
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('changePassword.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
