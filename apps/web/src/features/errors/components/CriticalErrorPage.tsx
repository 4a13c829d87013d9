import { Button, Center, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconCopy, IconRefresh } from '@tabler/icons-react';
import { isInternalEmail } from '@penstock/domain';
import { findEnvironment } from '@/app/environments';
import { useSession } from '@/features/auth';
import { showToast } from '@/ui/notify';
import { useCopyToClipboard } from '@/ui/useCopyToClipboard';
import { errorDescription } from '../utils/errorDescription';

/**
 * 'Unrecoverable Error' with Reload page; Copy error description only for internal-domain users
 * or on a non-production environment (spec 1 section 2).
 */
export function CriticalErrorPage({ error }: { error: unknown }) {
  const { user } = useSession();
  const env = findEnvironment(window.location.pathname.split('/')[1]);
  const showCopy = (user ? isInternalEmail(user.email) : false) || (env ? !env.production : false);
  const { state, copy } = useCopyToClipboard();
  const description = errorDescription(error);

  const onCopy = async () => {
    if (await copy(description)) showToast({ status: 'success', message: 'Error copied to clipboard' });
  };

  return (
    <Center mih="100vh" p="md" component="main">
      <Paper withBorder p="xl" maw={640} w="100%">
        <Stack gap="md">
          <Title order={1} size="h2">
            Unrecoverable Error
          </Title>
          <Text>Something went wrong and the application cannot continue. Reloading the page usually helps.</Text>
          {showCopy && (
            <Code block mah={200} style={{ overflow: 'auto' }}>
              {description}
            </Code>
          )}
          <Group>
            <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => window.location.reload()}>
              Reload page
            </Button>
            {showCopy && (
              <Button
                variant="default"
                loading={state === 'busy'}
                leftSection={
                  state === 'success' ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
                }
                onClick={onCopy}
              >
                {state === 'success' ? 'Copied' : 'Copy error description'}
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
