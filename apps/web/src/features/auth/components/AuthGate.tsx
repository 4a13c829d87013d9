import { useQueryClient } from '@tanstack/react-query';
import { lazyPage } from '@/app/router/lazyPage';
import { useNavigate } from '@tanstack/react-router';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useEnvironment } from '../hooks/useEnvironment';
import { useSessionState } from '../hooks/useSessionState';
import { CenteredLoader } from './CenteredLoader';
import { LoggedOutScreen } from './LoggedOutScreen';
import { RedirectToLogin } from './RedirectToLogin';

// Needed only once a session is lost: not part of the first screen's JavaScript.
const LoginModal = lazyPage(() => import('./LoginModal').then((m) => ({ default: m.LoginModal })));
const SessionErrorDialog = lazyPage(() =>
  import('./SessionErrorDialog').then((m) => ({ default: m.SessionErrorDialog })),
);

/**
 * Wraps every protected screen. unknown: a loader. error-verifying-token: the session error dialog
 * (over the screen when it was in use). Logged out deliberately: the logged-out screen. Session
 * lost while in use: the screen stays under the login modal. Never logged in: to login.
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const state = useSessionState();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const env = useEnvironment();
  const lost = state.status === 'logged-out' && state.loggedOutCause === 'expired' && state.hadSession;
  // Stays open through the 2 s success step, after the status is logged-in again.
  const [modalOpen, setModalOpen] = useState(false);
  const lostUser = useRef<string | null>(null);
  useEffect(() => {
    if (!lost) return;
    lostUser.current = state.user?.email ?? null;
    setModalOpen(true);
  }, [lost, state.user]);

  const onRelogin = () => {
    setModalOpen(false);
    // onDone runs from the latest render, so state.user is whoever signed in.
    if (state.user?.email === lostUser.current) {
      void queryClient.invalidateQueries(); // what failed while the session was gone loads again
    } else {
      queryClient.clear(); // someone else signed in: none of the previous user's data may stay
      void navigate({ href: `/${env}/`, replace: true });
    }
  };

  switch (state.status) {
    case 'unknown':
      return <CenteredLoader />;
    case 'error-verifying-token':
      return (
        <>
          {state.hadSession && children}
          <Suspense fallback={null}>
            <SessionErrorDialog />
          </Suspense>
        </>
      );
    case 'logged-out':
      if (state.loggedOutCause === 'logout') return <LoggedOutScreen />;
      if (!lost) return <RedirectToLogin />;
      break;
    case 'logged-in':
      break;
  }
  // Same element positions in both states, so the modal keeps its step when the login succeeds.
  return (
    <>
      {children}
      {(lost || modalOpen) && (
        <Suspense fallback={null}>
          <LoginModal username={state.user?.email ?? ''} onDone={onRelogin} />
        </Suspense>
      )}
    </>
  );
}
