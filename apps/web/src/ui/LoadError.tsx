import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { ERROR_TEXTS, isInternalEmail } from '@penstock/domain';
import { refusalOf } from '@/api/ApiError';
import { useSession } from '@/features/auth';
import { QUERY_TEXTS } from './queryTexts';

function isHtmlAnswer(error: unknown): boolean {
  return !!error && typeof error === 'object' && (error as { htmlInsteadOfJson?: unknown }).htmlInsteadOfJson === true;
}

/**
 * A failed load with its message and a retry button. Internal staff get the VPN hint when the
 * backend answered an HTML page instead of JSON (spec 1 section 6). A request the server refused as
 * invalid (400) shows the server's reason instead of Retry, which could not help.
 */
export function LoadError({
  message = QUERY_TEXTS.failed,
  onRetry,
  retryLabel = QUERY_TEXTS.retry,
  error,
}: {
  /** The spec's 'Data failed to load.' unless the screen says what failed. */
  message?: string;
  onRetry?: () => void;
  retryLabel?: string;
  error?: unknown;
}) {
  const { user } = useSession();
  const vpn = isHtmlAnswer(error) && !!user && isInternalEmail(user.email);
  const refusal = refusalOf(error);
  return (
    <Alert color="destructive" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
      <Group justify="space-between" wrap="nowrap" gap="md">
        <div>
          <Text size="sm">{message}</Text>
          {refusal && (
            <Text size="sm" data-testid="load-refusal">
              {refusal}
            </Text>
          )}
          {vpn && (
            <Text size="sm" fw={600}>
              {ERROR_TEXTS.vpn}
            </Text>
          )}
        </div>
        {onRetry && !refusal && (
          <Button size="xs" variant="outline" color="destructive" onClick={onRetry}>
            {retryLabel}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
