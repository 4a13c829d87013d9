import { Navigate, useLocation } from '@tanstack/react-router';
import { useEnvironment } from '../hooks/useEnvironment';

/** A visitor without a session goes to login, which brings them back to the requested location. */
export function RedirectToLogin() {
  const env = useEnvironment();
  const href = useLocation({ select: (l) => l.href });
  // The environment root and the bare cockpit lead home anyway: no need to remember them.
  const keep = !/^\/[^/]+\/?(cockpit\/?)?$/.test(href.split('?')[0]);
  return <Navigate to="/$env/login" params={{ env }} search={keep ? { redirect: href } : {}} replace />;
}
