import { Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TABLE_COLORS, type TableColorName } from '../utils/tableColors';

const ORDER: TableColorName[] = ['edited', 'invalid', 'editedByOther', 'conflict', 'readOnly'];

/** Explains the cell colours below the table. */
export function DataTableLegend() {
  const { t } = useTranslation('editing');
  return (
    <Group gap="md" data-testid="table-legend">
      {ORDER.map((name) => (
        <Group key={name} gap={6}>
          <Box
            w={14}
            h={14}
            style={{
              background: TABLE_COLORS[name].bg,
              border: `1px solid ${TABLE_COLORS[name].text}`,
              borderRadius: 2,
            }}
            aria-hidden
          />
          <Text size="xs" c="dimmed">
            {t(`table.legend.${name}`)}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
