import { Alert, Anchor, Code, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RunAlert } from '@penstock/domain';
import { formatTaskTime } from '@/features/actions/utils/formatTaskTime';

/**
 * A failed or degraded newest run, with its reason in full (not only a tooltip): the plan on screen
 * is older or worse than the operator expects. `action` opens the run (selects it, or links to it).
 */
export function RunAlertBanner({
  alert,
  timezone,
  action,
}: {
  alert: RunAlert;
  timezone: string;
  action?: { label: string; href?: string; onClick?: () => void };
}) {
  const { t, i18n } = useTranslation('optimization');
  const { run } = alert;
  const who = run.started_by === 'scheduler' || run.started_by === 'startup' ? t(run.started_by) : run.started_by;
  return (
    <Alert
      color={alert.kind === 'failed' ? 'destructive' : 'caution'}
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={t(`alert.${alert.kind}Title`)}
      role="alert"
      data-testid="run-alert"
      data-kind={alert.kind}
    >
      <Stack gap={4}>
        <Text size="sm">
          {t(`alert.${alert.kind}`, { time: formatTaskTime(run.created_at, timezone, i18n.language), who })}
        </Text>
        <Code block style={{ whiteSpace: 'pre-wrap' }} data-testid="run-alert-reason">
          {alert.reason.join('\n')}
        </Code>
        {action?.href && (
          <Anchor size="sm" href={action.href}>
            {action.label}
          </Anchor>
        )}
        {action?.onClick && (
          <Anchor size="sm" component="button" type="button" onClick={action.onClick} ta="left">
            {action.label}
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}
