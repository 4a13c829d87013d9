import { Code, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OptimizationRun } from '@penstock/domain';

/** A selected failed run: its whole log, readable and copyable (the reason is at its end). */
export function RunFailure({ run }: { run: Pick<OptimizationRun, 'log'> }) {
  const { t } = useTranslation('optimization');
  return (
    <Stack gap={4} data-testid="run-failure">
      <Title order={3} size="h5">
        {t('alert.logTitle')}
      </Title>
      <Code block style={{ whiteSpace: 'pre-wrap' }}>
        {run.log.join('\n')}
      </Code>
    </Stack>
  );
}
