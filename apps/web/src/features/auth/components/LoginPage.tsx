import { useNavigate } from '@tanstack/react-router';
import { useScreen } from '@/app/router/useScreen';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnvironment } from '../hooks/useEnvironment';
import { useLoginFlow } from '../hooks/useLoginFlow';
import { useSessionState } from '../hooks/useSessionState';
import { sessionController } from '../session/session';
import { safeRedirect } from '../utils/safeRedirect';
import { AuthCard } from './AuthCard';
import { CenteredLoader } from './CenteredLoader';
import { LoginFlowSteps } from './LoginFlowSteps';
import { LoginSuccess } from './LoginSuccess';

/** /{env}/login: after success, on to the `redirect` search parameter, else the environment root. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const env = useEnvironment();
  const navigate = useNavigate();
  const { search } = useScreen('login');
  const { sessionExpired, status } = useSessionState();
  // The returning-user e-mail prefills the form (spec 1 section 3).
  const [initialUsername] = useState(() => sessionController.returningEmail() ?? '');
  const flow = useLoginFlow(() => void navigate({ href: safeRedirect(search.redirect) ?? `/${env}/`, replace: true }));
  const title = flow.step === 'mfa' ? t('mfa.title') : flow.step === 'success' ? undefined : t('login.title');
  // A stored session is still being checked: no form yet, it may not be needed.
  if (status === 'unknown') return <CenteredLoader />;
  // Signed in by the stored session (or in another tab) rather than by this form: the route moves on.
  if (status === 'logged-in' && flow.step === 'login') {
    return (
      <AuthCard>
        <LoginSuccess />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={title}>
      <LoginFlowSteps flow={flow} initialUsername={initialUsername} sessionExpired={sessionExpired} />
    </AuthCard>
  );
}
