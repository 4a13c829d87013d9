import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { PageLoader } from './PageLoader';

/** Replaces the current location with a full in-app href (path plus query). */
export function RedirectTo({ href }: { href: string }) {
  const router = useRouter();
  useEffect(() => {
    void router.navigate({ href, replace: true });
  }, [router, href]);
  return <PageLoader />;
}
