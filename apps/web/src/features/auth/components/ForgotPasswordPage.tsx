import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconMailForward } from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { forgotPasswordBodySchema } from '@penstock/domain';
import { isApiError } from '../../../api/ApiError';
import { forgotPassword } from '../api/forgotPassword';
import { useEnvironment } from '../hooks/useEnvironment';
import { sessionController } from '../session/session';
import { AuthCard } from './AuthCard';

/**
 * /{env}/forgot-password. Whatever the server answers, the confirmation is the same neutral text, so
 * the page does not tell who has an account; only a failed connection is reported.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const env = useEnvironment();
  const handedOn = useRouterState({ select: (s) => (s.location.state as { email?: unknown }).email });
  const [email, setEmail] = useState(
    () => (typeof handedOn === 'string' && handedOn) || sessionController.returningEmail() || '',
  );
  const [invalid, setInvalid] = useState(false);
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [networkError, setNetworkError] = useState<string | null>(null);

  const submit = async () => {
    const parsed = forgotPasswordBodySchema.safeParse({ email: email.trim() });
    setInvalid(!parsed.success);
    if (!parsed.success) return;
    setPending(true);
    setNetworkError(null);
    try {
      await forgotPassword(parsed.data.email);
      setSentTo(parsed.data.email);
    } catch (e) {
      if (isApiError(e)) setSentTo(parsed.data.email);
      else setNetworkError(e instanceof Error ? e.message : String(e));
    } finally {
      setPending(false);
    }
  };

  const back = (
    <Anchor
      renderRoot={(props) => <Link {...props} to="/$env/login" params={{ env }} search={true} />}
      size="sm"
      ta="center"
    >
      {t('forgot.backToLogin')}
    </Anchor>
  );
  return (
    <AuthCard title={t('forgot.title')}>
      {sentTo ? (
        <Stack gap="md">
          <Alert color="positive" variant="light" icon={<IconMailForward aria-hidden />} role="status">
            {t('forgot.sent', { email: sentTo })}
          </Alert>
          {back}
        </Stack>
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('forgot.text')}
            </Text>
            {networkError && (
              <Alert color="destructive" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
                {networkError}
              </Alert>
            )}
            <TextInput
              type="email"
              label={t('forgot.email')}
              autoComplete="email"
              autoFocus
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={invalid ? t('forgot.invalidEmail') : undefined}
              required
            />
            <Button type="submit" fullWidth loading={pending} disabled={!email.trim()}>
              {t('forgot.submit')}
            </Button>
            {back}
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
