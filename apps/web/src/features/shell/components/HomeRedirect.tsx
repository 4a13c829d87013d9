import { Center, Stack } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { RedirectTo } from '@/ui/RedirectTo';
import { lastEnvironment } from '@/app/environments';
import { LoadError } from '@/ui/LoadError';
import { PageLoader } from '@/ui/PageLoader';
import { useRedirectTarget } from '../hooks/useRedirectTarget';

/** The login-or-cockpit redirect of /, /{env}/, /{env}/cockpit and admin routes for non-admins. */
export function HomeRedirect({ keepLocation = false }: { keepLocation?: boolean }) {
  const params = useParams({ strict: false }) as { env?: string };
  const target = useRedirectTarget(params.env ?? lastEnvironment(), keepLocation);
  if (target.state === 'pending') return <PageLoader />;
  if (target.state === 'error')
    return (
      <Center mih="50vh" p="md">
        <Stack maw={480}>
          <LoadError
            message="There was an error loading your portfolios"
            onRetry={target.retry}
            retryLabel="Refetch"
            error={target.error}
          />
        </Stack>
      </Center>
    );
  return <RedirectTo href={target.to} />;
}
