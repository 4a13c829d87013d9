import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../ui/notify';
import { sessionController } from '../session/session';
import type { LogoutStatus } from '../session/sessionMachine';
import { useSessionState } from './useSessionState';

/** Log out: idle, pending, success (the logged-out screen follows), error (warning toast). */
export function useLogout(): { logout: () => void; status: LogoutStatus } {
  const { t } = useTranslation('auth');
  const status = useSessionState().logout;
  const logout = useCallback(() => {
    void sessionController.logout().then((done) => {
      if (!done && sessionController.getState().logout === 'error') {
        showToast({ status: 'warning', message: t('errors.logoutFailed') });
      }
    });
  }, [t]);
  return { logout, status };
}
