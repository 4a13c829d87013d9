import { useSearch } from '@tanstack/react-router';
import { RedirectTo } from '@/ui/RedirectTo';
import { useEffect, useRef, useState } from 'react';
import { LOGIN_SUCCESS_SHOWN_MS } from '@penstock/domain';
import { LoginPage, useSession } from '@/features/auth';
import { HomeRedirect } from './HomeRedirect';

/**
 * /login: a visitor who is already signed in is redirected at once (to the kept location, else by
 * the login-or-cockpit rule); one who signs in here sees the success step for 2 s first.
 */
export function LoginRoute() {
  const { status } = useSession();
  const search = useSearch({ strict: false }) as { redirect?: string };
  const loggedInAtStart = useRef(status === 'logged-in');
  const [leave, setLeave] = useState(loggedInAtStart.current);
  useEffect(() => {
    if (status !== 'logged-in' || leave) return;
    const timer = setTimeout(() => setLeave(true), LOGIN_SUCCESS_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [status, leave]);
  if (leave && status === 'logged-in')
    return search.redirect?.startsWith('/') && !search.redirect.startsWith('//') ? <RedirectTo href={search.redirect} /> : <HomeRedirect />;
  return <LoginPage />;
}
