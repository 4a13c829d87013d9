import { Alert, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { OverrideConflict } from '@penstock/domain';
import { formatDisplay } from '@/features/dataTable/utils/formatNumber';

/** What a refused save found: each cell someone else changed since the table was loaded. */
export function ConflictAlert({
  conflicts,
  names,
  timeLabel,
}: {
  conflicts: OverrideConflict['conflicts'];
  names: ReadonlyMap<string, string>;
  timeLabel: (ts: number) => string;
}) {
  const { t } = useTranslation('editing');
  if (!conflicts.length) return null;
  return (
    <Alert
      color="destructive"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={t('conflicts.title')}
      role="alert"
      data-testid="conflict-alert"
    >
      <Text size="sm" mb={4}>
        {t('conflicts.intro')}
      </Text>
      <List size="sm" spacing={2}>
        {conflicts.slice(0, 10).map((c) => (
          <List.Item key={`${c.component_id}|${c.ts}`}>
            {t('conflicts.line', {
              component: names.get(c.component_id) ?? c.component_id,
              time: timeLabel(c.ts),
              value: c.current === null ? '—' : formatDisplay(c.current),
              by: c.override_by ?? t('conflicts.someone'),
            })}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
