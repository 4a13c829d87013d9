import { Group, Kbd, Modal, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const SHORTCUTS: { keys: string[][]; action: string }[] = [
  { keys: [['?']], action: 'help' },
  { keys: [['P']], action: 'nextPlant' },
  { keys: [['Shift', 'P']], action: 'previousPlant' },
  { keys: [['O']], action: 'nextPortfolio' },
  { keys: [['Shift', 'O']], action: 'previousPortfolio' },
];

/** The keyboard-shortcut help dialog (the ? key, or the user menu). */
export function ShortcutsDialog({
  opened,
  onClose,
  multiplePortfolios,
}: {
  opened: boolean;
  onClose: () => void;
  multiplePortfolios: boolean;
}) {
  const { t } = useTranslation('shell');
  return (
    <Modal closeButtonProps={{ 'aria-label': 'Close' }} opened={opened} onClose={onClose} title={t('shortcuts.title')}>
      <Table verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('shortcuts.keys')}</Table.Th>
            <Table.Th>{t('shortcuts.action')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {SHORTCUTS.map((s) => (
            <Table.Tr key={s.action}>
              <Table.Td>
                {s.keys.map((combo) => (
                  <Group key={combo.join('+')} gap={4} wrap="nowrap">
                    {combo.map((k, i) => (
                      <span key={k}>
                        {i > 0 && ' + '}
                        <Kbd>{k}</Kbd>
                      </span>
                    ))}
                  </Group>
                ))}
              </Table.Td>
              <Table.Td>{t(`shortcuts.${s.action}`)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {!multiplePortfolios && (
        <Text size="xs" c="dimmed" mt="sm">
          {t('shortcuts.portfolioNote')}
        </Text>
      )}
    </Modal>
  );
}
