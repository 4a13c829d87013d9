import { Badge, Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countdownParts } from '../utils/countdown';

/** The bid deadline (gate closure) in the plant's zone with a countdown, and when the last run generates. */
export function GateClosure(props: {
  deadline: number;
  lastRun: number;
  zone: string;
  source: 'configuration' | 'gateClosure';
}) {
  const { t, i18n } = useTranslation('bids');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  const fmt = (ms: number) =>
    new Intl.DateTimeFormat(i18n.language, {
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: props.zone,
      timeZoneName: 'short',
    }).format(ms);
  const left = countdownParts(props.deadline - now);
  const soon = !left.passed && props.deadline - now < 3_600_000;
  return (
    <Group gap="xs" data-testid="gate-closure">
      <Text size="sm">
        {t(props.source === 'configuration' ? 'deadline.configured' : 'deadline.gateClosure', {
          time: fmt(props.deadline),
        })}
      </Text>
      <Badge color={left.passed ? 'gray' : soon ? 'caution' : 'primary'} variant="light" data-testid="countdown">
        {left.passed ? t('deadline.passed') : t('deadline.left', { left: left.text })}
      </Badge>
      <Text size="xs" c="dimmed">
        {t('deadline.lastRun', { time: fmt(props.lastRun) })}
      </Text>
    </Group>
  );
}
