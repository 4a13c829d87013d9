import { Button, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../hooks/useNow';
import { sessionController } from '../session/session';
import { retryDelayMs } from '../utils/retryBackoff';
import { secondsLeft } from '../utils/countdown';
import { BlockingModal } from './BlockingModal';

/**
 * The session could not be verified. Retry waits 1 s, doubling after each failure up to 10 s, then
 * re-checks the session and refetches the queries.
 */
export function SessionErrorDialog() {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const failures = useRef(0);
  const [retryAt, setRetryAt] = useState<number | null>(null);
  const [checking, setChecking] = useState(false);
  const now = useNow(retryAt !== null);

  useEffect(() => {
    if (retryAt === null) return;
    const timer = setTimeout(async () => {
      setRetryAt(null);
      setChecking(true);
      await sessionController.verify();
      setChecking(false);
      if (sessionController.getState().status === 'error-verifying-token') failures.current += 1;
      else void queryClient.invalidateQueries();
    }, retryAt - Date.now());
    return () => clearTimeout(timer);
  }, [retryAt, queryClient]);

  const busy = retryAt !== null || checking;
  return (
    <BlockingModal title={t('sessionError.title')} titleSize={18}>
      <Text size="sm">{t('sessionError.text')}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        {retryAt !== null && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('sessionError.retrying', { seconds: secondsLeft(retryAt, now) })}
          </Text>
        )}
        <Button loading={busy} onClick={() => setRetryAt(Date.now() + retryDelayMs(failures.current))} data-autofocus>
          {t('sessionError.retry')}
        </Button>
      </Group>
    </BlockingModal>
  );
}
