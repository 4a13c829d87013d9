import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LoginFlow } from '../hooks/useLoginFlow';
import { LoginForm } from './LoginForm';
import { LoginSuccess } from './LoginSuccess';
import { MfaForm } from './MfaForm';

/** The current step of a login flow: login, two-factor or success. */
export function LoginFlowSteps({
  flow,
  initialUsername,
  sessionExpired,
  withForgotLink,
}: {
  flow: LoginFlow;
  initialUsername: string;
  sessionExpired: boolean;
  withForgotLink?: boolean;
}) {
  const { t } = useTranslation('auth');
  if (flow.step === 'success') return <LoginSuccess />;
  if (flow.step === 'mfa') return <MfaForm flow={flow} />;
  return (
    <>
      {sessionExpired && !flow.error && (
        <Alert color="info" variant="light" icon={<IconInfoCircle aria-hidden />} mb="md">
          {t('login.sessionExpired')}
        </Alert>
      )}
      <LoginForm flow={flow} initialUsername={initialUsername} withForgotLink={withForgotLink} />
    </>
  );
}
