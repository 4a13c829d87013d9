import { useTranslation } from 'react-i18next';
import { useLoginFlow } from '../hooks/useLoginFlow';
import { BlockingModal } from './BlockingModal';
import { LoginFlowSteps } from './LoginFlowSteps';

/**
 * Covers a protected screen whose session was lost, so the work underneath survives a new login.
 * It cannot be dismissed: the screen behind has no session.
 */
export function LoginModal({ username, onDone }: { username: string; onDone: () => void }) {
  const { t } = useTranslation('auth');
  const flow = useLoginFlow(onDone);
  const title = flow.step === 'mfa' ? t('mfa.title') : flow.step === 'success' ? '' : t('login.modalTitle');
  return (
    <BlockingModal title={title} titleSize={20} overlayProps={{ backgroundOpacity: 0.55, blur: 3 }}>
      <LoginFlowSteps flow={flow} initialUsername={username} sessionExpired withForgotLink={false} />
    </BlockingModal>
  );
}
