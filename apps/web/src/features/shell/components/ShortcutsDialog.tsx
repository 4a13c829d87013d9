import { Group, Kbd, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RowsTable } from '@/ui/RowsTable';

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
      <RowsTable
        verticalSpacing="xs"
        rows={SHORTCUTS}
        rowKey={(s) => s.action}
        columns={[
          { key: 'keys', header: t('shortcuts.keys'), cell: (s) => <ShortcutKeys keys={s.keys} /> },
          { key: 'action', header: t('shortcuts.action'), cell: (s) => t(`shortcuts.${s.action}`) },
        ]}
      />
      {!multiplePortfolios && (
        <Text size="xs" c="dimmed" mt="sm">
          {t('shortcuts.portfolioNote')}
        </Text>
      )}
    </Modal>
  );
}

/** One shortcut's key combinations, each as keys joined by ' + '. */
function ShortcutKeys({ keys }: { keys: string[][] }) {
  return keys.map((combo) => (
    <Group key={combo.join('+')} gap={4} wrap="nowrap">
      {combo.map((k, i) => (
        <span key={k}>
          {i > 0 && ' + '}
          <Kbd>{k}</Kbd>
        </span>
      ))}
    </Group>
  ));
}
