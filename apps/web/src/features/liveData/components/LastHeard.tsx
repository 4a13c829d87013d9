import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconBroadcast } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatAge } from '../utils/formatAge';

/**
 * When the screen last heard from the server (the last answer, `at` browser epoch ms) and, when
 * the latest poll failed, that it is showing that older answer.
 */
export function LastHeard({
  at,
  failing,
  now,
  timeZone,
}: {
  at: number;
  failing: boolean;
  now: number;
  /** the zone the screen's times are in (the plants'); default the browser's */
  timeZone?: string;
}) {
  const { t, i18n } = useTranslation('liveData');
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'medium', timeZone }).format(at);
  const ago = formatAge(now - at, i18n.language);
  return (
    <Group gap={6} wrap="nowrap" data-testid="last-heard" data-failing={failing || undefined}>
      <ThemeIcon size="sm" variant="light" color={failing ? 'caution' : 'positive'}>
        {failing ? <IconAlertTriangle size={14} /> : <IconBroadcast size={14} />}
      </ThemeIcon>
      <Text size="xs" c={failing ? 'caution.9' : 'dimmed'}>
        {failing ? t('lastHeardFailing', { time, ago }) : t('lastHeard', { time, ago })}
      </Text>
    </Group>
  );
}
