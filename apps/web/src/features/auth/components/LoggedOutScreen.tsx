import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGGED_OUT_REDIRECT_MS } from '@penstock/domain';
import { useEnvironment } from '../hooks/useEnvironment';
import { AuthCard } from './AuthCard';

/** After a deliberate logout: Back to login, or by itself after 4 s, or on Enter. */
export function LoggedOutScreen() {
  const { t } = useTranslation('auth');
  const env = useEnvironment();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toLogin = useCallback(() => void navigate({ href: `/${env}/login`, replace: true }), [navigate, env]);

  useEffect(() => {
    queryClient.clear(); // the previous user's data must not be shown to the next one
    const timer = setTimeout(toLogin, LOGGED_OUT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [toLogin, queryClient]);
  useWindowEvent('keydown', (e) => {
    if (e.key === 'Enter') toLogin();
  });

  return (
    <AuthCard title={t('loggedOut.title')}>
      <Stack align="center" gap="md">
        <ThemeIcon size={56} radius="xl" variant="light" color="primary">
          <IconLogout size={30} aria-hidden />
        </ThemeIcon>
        <Text c="dimmed" ta="center" size="sm">
          {t('loggedOut.text')}
        </Text>
        <Button fullWidth onClick={toLogin} autoFocus>
          {t('loggedOut.backToLogin')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
