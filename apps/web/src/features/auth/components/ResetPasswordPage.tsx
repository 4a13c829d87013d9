import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useScreen } from '@/app/router/useScreen';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../ui/notify';
import { setPassword } from '../api/setPassword';
import { useAuthMessage } from '../hooks/useAuthMessage';
import { useEnvironment } from '../hooks/useEnvironment';
import { sessionController } from '../session/session';
import { resetPasswordFailure, type AuthMessage } from '../utils/authMessages';
import { resetPasswordFormSchema, type ResetPasswordFormValues } from '../utils/passwordForms';
import { AuthCard } from './AuthCard';
import { NewPasswordFields } from './NewPasswordFields';
import { ErrorAlert } from './ErrorAlert';

/** /{env}/reset-password?reset_token&email: a new password; on success, on to login with the e-mail filled in. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const { message } = useAuthMessage();
  const env = useEnvironment();
  const navigate = useNavigate();
  const { search } = useScreen('resetPassword');
  const [error, setError] = useState<AuthMessage | null>(null);
  const form = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { reset_token: token, email } = search;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await setPassword({ new_password: values.newPassword, email: email!, reset_token: token! });
      sessionController.rememberEmail(email!);
      showToast({ status: 'success', message: t('reset.success') });
      await navigate({ href: `/${env}/login`, replace: true });
    } catch (e) {
      setError(resetPasswordFailure(e));
    }
  });

  const requestNew = (
    <Anchor
      renderRoot={(props) => <Link {...props} to="/$env/forgot-password" params={{ env }} />}
      size="sm"
      ta="center"
    >
      {t('reset.requestNewLink')}
    </Anchor>
  );
  if (!token || !email) {
    return (
      <AuthCard title={t('reset.title')}>
        <Stack gap="md">
          <Alert color="caution" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {t('reset.incompleteLink')}
          </Alert>
          {requestNew}
        </Stack>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('reset.title')}>
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('reset.text', { email })}
          </Text>
          {error && <ErrorAlert>{message(error)}</ErrorAlert>}
          <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
          <NewPasswordFields register={form.register} errors={form.formState.errors} autoFocus />
          <Button type="submit" fullWidth loading={form.formState.isSubmitting}>
            {t('reset.submit')}
          </Button>
          {error && requestNew}
        </Stack>
      </form>
    </AuthCard>
  );
}
