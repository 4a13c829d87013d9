import { Alert, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RefusedCell } from '../utils/refusedCells';

/** Why a save was refused, cell by cell (e.g. a power the unit cannot reach): nothing was saved. */
export function RefusedAlert({ refused, timeLabel }: { refused: RefusedCell[]; timeLabel: (ts: number) => string }) {
  const { t } = useTranslation('editing');
  if (!refused.length) return null;
  return (
    <Alert
      color="destructive"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={t('refused.title')}
      role="alert"
      data-testid="refused-alert"
    >
      <Text size="sm" mb={4}>
        {t('refused.intro')}
      </Text>
      <List size="sm" spacing={2}>
        {refused.slice(0, 10).map(({ cell, message }) => (
          <List.Item key={`${cell.component_id}|${cell.quantity}|${cell.ts}`}>
            {t('refused.line', { time: timeLabel(cell.ts), reason: message })}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
