import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconClockHour4, IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MFA_CODE_LENGTH } from '@penstock/domain';
import { useAuthMessage } from '../hooks/useAuthMessage';
import type { LoginFlow } from '../hooks/useLoginFlow';
import { useNow } from '../hooks/useNow';
import { codeCountdown, formatCountdown, secondsLeft } from '../utils/countdown';
import { isCompleteMfaCode, normalizeMfaCode, shouldAutoSubmit } from '../utils/mfaCode';
import { ErrorAlert } from './ErrorAlert';

/**
 * The e-mailed code: 6 characters, trimmed, sent by itself when complete. The countdown shows under
 * 60 s, turns to the caution colour under 10 s; an expired code disables the field and offers
 * 'Back to login'.
 */
export function MfaForm({ flow }: { flow: LoginFlow }) {
  const { t } = useTranslation('auth');
  const { message } = useAuthMessage();
  const [code, setCode] = useState('');
  const mfa = flow.mfa!;
  const now = useNow(true);
  const countdown = codeCountdown(mfa.validUntil, now);
  const resendWait = secondsLeft(mfa.resendAvailableAt, now);
  const submit = (value: string) => {
    if (isCompleteMfaCode(value) && !flow.pending && !countdown.expired) void flow.submitCode(value);
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit(code);
      }}
    >
      <Stack gap="md">
        <Text size="sm">{t('mfa.instructions', { username: mfa.username })}</Text>
        {mfa.resent && !flow.error && (
          <Alert color="info" variant="light" icon={<IconMailCheck aria-hidden />}>
            {t('mfa.resent')}
          </Alert>
        )}
        {flow.error && !countdown.expired && <ErrorAlert>{message(flow.error)}</ErrorAlert>}
        <TextInput
          label={t('mfa.code')}
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          autoFocus
          spellCheck={false}
          maxLength={MFA_CODE_LENGTH + 8 /* room for pasted spaces; trimmed below */}
          value={code}
          disabled={countdown.expired}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          styles={{ input: { letterSpacing: '0.4em', fontFamily: 'monospace', fontSize: 20 } }}
          onChange={(e) => {
            const next = normalizeMfaCode(e.currentTarget.value);
            const auto = shouldAutoSubmit(code, next);
            setCode(next);
            if (auto) submit(next);
          }}
          description={
            countdown.visible && !countdown.expired ? (
              <Group
                component="span"
                gap={4}
                c={countdown.warning ? 'caution.8' : 'dimmed'}
                fw={countdown.warning ? 700 : 400}
                data-warning={countdown.warning || undefined}
              >
                <IconClockHour4 size={14} aria-hidden />
                {t('mfa.expiresIn', { time: formatCountdown(countdown.seconds) })}
              </Group>
            ) : undefined
          }
        />
        {countdown.expired && (
          <Text size="sm" c="destructive.7" role="status">
            {t('mfa.expired')}
          </Text>
        )}
        {countdown.expired ? (
          <Button fullWidth onClick={flow.backToLogin}>
            {t('mfa.backToLogin')}
          </Button>
        ) : (
          <Button type="submit" fullWidth disabled={!isCompleteMfaCode(code) || flow.pending} loading={flow.pending}>
            {t('mfa.continue')}
          </Button>
        )}
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => {
            setCode('');
            void flow.resend();
          }}
          disabled={resendWait > 0 || flow.resending}
          loading={flow.resending}
        >
          {resendWait > 0 ? t('mfa.resendIn', { time: formatCountdown(resendWait) }) : t('mfa.resend')}
        </Button>
      </Stack>
    </form>
  );
}
