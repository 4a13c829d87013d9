import { Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthMessage } from '../hooks/useAuthMessage';
import { useEnvironment } from '../hooks/useEnvironment';
import type { LoginFlow } from '../hooks/useLoginFlow';
import { useNow } from '../hooks/useNow';
import { formatCountdown, secondsLeft } from '../utils/countdown';
import { ErrorAlert } from './ErrorAlert';

/** Username and password. Continue needs both and is locked while submitting or during a lockout. */
export function LoginForm({
  flow,
  initialUsername,
  withForgotLink = true,
}: {
  flow: LoginFlow;
  initialUsername: string;
  withForgotLink?: boolean;
}) {
  const { t } = useTranslation('auth');
  const { message } = useAuthMessage();
  const env = useEnvironment();
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState('');
  const now = useNow(flow.lockedUntil !== null);
  const lockSeconds = flow.lockedUntil === null ? 0 : secondsLeft(flow.lockedUntil, now);
  const locked = lockSeconds > 0;
  const canSubmit = username.trim() !== '' && password !== '' && !flow.pending && !locked;

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (canSubmit) void flow.submitCredentials(username, password);
      }}
    >
      <Stack gap="md">
        {flow.error && <ErrorAlert>{message(flow.error)}</ErrorAlert>}
        <TextInput
          label={t('login.username')}
          name="username"
          autoComplete="username"
          autoFocus={!initialUsername}
          data-autofocus={!initialUsername || undefined}
          value={username}
          onChange={(e) => setUsername(e.currentTarget.value)}
          required
        />
        <PasswordInput
          label={t('login.password')}
          name="password"
          autoComplete="current-password"
          autoFocus={!!initialUsername}
          data-autofocus={!!initialUsername || undefined}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          required
        />
        {/* Keeps the redirect (search) and hands the typed e-mail on (history state). */}
        {withForgotLink && (
          <Anchor
            renderRoot={(props) => (
              <Link
                {...props}
                to="/$env/forgot-password"
                params={{ env }}
                search={true}
                state={{ email: username.trim() }}
              />
            )}
            size="sm"
            ta="right"
          >
            {t('login.forgotPassword')}
          </Anchor>
        )}
        <Button type="submit" fullWidth disabled={!canSubmit} loading={flow.pending} aria-live="polite">
          {locked ? t('login.retryIn', { time: formatCountdown(lockSeconds) }) : t('login.continue')}
        </Button>
      </Stack>
    </form>
  );
}
