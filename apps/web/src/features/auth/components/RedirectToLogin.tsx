import { useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useEnvironment } from '../hooks/useEnvironment';
import { CenteredLoader } from './CenteredLoader';

/** A visitor without a session goes to login, which brings them back to the requested location. */
export function RedirectToLogin() {
  const env = useEnvironment();
  const navigate = useNavigate();
  const href = useLocation({ select: (l) => l.href });
  // The first location only: while the navigation is pending the location already reads the login
  // URL, and following that would nest redirect in redirect without end.
  const requested = useRef(href);
  useEffect(() => {
    const from = requested.current;
    // The environment root, the bare cockpit and the login page lead home anyway.
    const keep = !/^\/[^/]+\/?(cockpit\/?|login\/?)?$/.test(from.split('?')[0]);
    void navigate({ to: '/$env/login', params: { env }, search: keep ? { redirect: from } : {}, replace: true });
  }, [env, navigate]);
  return <CenteredLoader />;
}
