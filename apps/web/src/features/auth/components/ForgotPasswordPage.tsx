import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { forgotPasswordBodySchema } from '@penstock/domain';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { isApiError } from '../../../api/ApiError';
import { forgotPassword } from '../api/forgotPassword';
import { useEnvironment } from '../hooks/useEnvironment';
import { sessionController } from '../session/session';
import { AuthCard } from './AuthCard';
import { ErrorAlert } from './ErrorAlert';

/** The request's body with the typed e-mail trimmed first (a pasted address often ends in a space). */
const forgotPasswordFormSchema = z.object({ email: z.string().trim().pipe(forgotPasswordBodySchema.shape.email) });
type ForgotPasswordValues = z.input<typeof forgotPasswordFormSchema>;

/**
 * /{env}/forgot-password. Whatever the server answers, the confirmation is the same neutral text, so
 * the page does not tell who has an account; only a failed connection is reported.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const env = useEnvironment();
  const handedOn = useRouterState({ select: (s) => (s.location.state as { email?: unknown }).email });
  const form = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordFormSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { email: (typeof handedOn === 'string' && handedOn) || sessionController.returningEmail() || '' },
  });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [networkError, setNetworkError] = useState<string | null>(null);

  const submit = form.handleSubmit(async ({ email }) => {
    setNetworkError(null);
    try {
      await forgotPassword(email);
      setSentTo(email);
    } catch (e) {
      if (isApiError(e)) setSentTo(email);
      else setNetworkError(e instanceof Error ? e.message : String(e));
    }
  });

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
        <form noValidate onSubmit={(e) => void submit(e)}>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('forgot.text')}
            </Text>
            {networkError && <ErrorAlert>{networkError}</ErrorAlert>}
            <TextInput
              type="email"
              label={t('forgot.email')}
              autoComplete="email"
              autoFocus
              {...form.register('email')}
              error={form.formState.errors.email ? t('forgot.invalidEmail') : undefined}
              required
            />
            <Button
              type="submit"
              fullWidth
              loading={form.formState.isSubmitting}
              disabled={!form.watch('email').trim()}
            >
              {t('forgot.submit')}
            </Button>
            {back}
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
