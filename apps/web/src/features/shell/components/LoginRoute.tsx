import { useScreen } from '@/app/router/useScreen';
import { useEffect, useRef, useState } from 'react';
import { LOGIN_SUCCESS_SHOWN_MS } from '@penstock/domain';
import { useSession } from '@/features/auth';
import { LoginPage } from '@/features/auth/components/LoginPage';
import { RedirectTo } from '@/ui/RedirectTo';
import { HomeRedirect } from './HomeRedirect';

const safe = (href: string | undefined) => (href?.startsWith('/') && !href.startsWith('//') ? href : undefined);

/**
 * /login: a visitor whose session is already valid is redirected at once (to the kept location,
 * else by the login-or-cockpit rule); one who signs in here sees the success step for 2 s first
 * (the login page itself may move on earlier).
 */
export function LoginRoute() {
  const { status } = useSession();
  const { search } = useScreen('login');
  // The first settled status decides whether this visit started signed in.
  const firstSettled = useRef<string | null>(null);
  if (firstSettled.current === null && status !== 'unknown') firstSettled.current = status;
  const [leave, setLeave] = useState(false);
  const startedSignedIn = firstSettled.current === 'logged-in';
  useEffect(() => {
    if (status !== 'logged-in' || startedSignedIn) return;
    const timer = setTimeout(() => setLeave(true), LOGIN_SUCCESS_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [status, startedSignedIn]);
  if (status === 'logged-in' && (startedSignedIn || leave)) {
    const target = safe(search.redirect);
    return target ? <RedirectTo href={target} /> : <HomeRedirect />;
  }
  return <LoginPage />;
}
