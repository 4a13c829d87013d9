import { Anchor, Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useState } from 'react';
import { saveBlob } from '@/ui/saveBlob';
import { bugReport } from '../utils/errorDescription';

/** The router's error page: try again, or download a bug report that includes /manifest.json. */
export function DiagnosticErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const tryAgain = () => {
    reset();
    void router.invalidate();
  };
  const download = async () => {
    setBusy(true);
    try {
      saveBlob(
        `penstock-bug-report-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
        new Blob([await bugReport(error)], { type: 'application/json' }),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Center mih="60vh" p="md" component="section" aria-labelledby="diagnostic-title">
      <Paper withBorder p="xl" maw={560} w="100%">
        <Stack gap="md">
          <Title order={1} size="h2" id="diagnostic-title">
            An unexpected error has occured
          </Title>
          <Text c="dimmed" size="sm">
            {error instanceof Error ? error.message : String(error)}
          </Text>
          <Anchor component="button" type="button" onClick={tryAgain} ta="left">
            Click here to try again
          </Anchor>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={busy}
            onClick={download}
            w="fit-content"
          >
            Download bug report
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
