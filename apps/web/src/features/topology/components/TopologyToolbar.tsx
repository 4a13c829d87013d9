import { ActionIcon, Group, TextInput, Tooltip } from '@mantine/core';
import { IconArrowsMaximize, IconArrowsMinimize, IconFocusCentered, IconSearch } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Search (Enter selects the first match; only with searchTopology), fold/unfold all, reset; an editor's actions first. */
export function TopologyToolbar({
  search,
  allFolded,
  onToggleAll,
  onReset,
  actions,
}: {
  /** The search box, absent for a user without the searchTopology right: each typed text, and Enter. */
  search?: { onChange: (text: string) => void; onEnter: (text: string) => void };
  allFolded: boolean;
  onToggleAll: () => void;
  onReset: () => void;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('topology');
  const [text, setText] = useState('');
  const foldLabel = allFolded ? t('unfoldAll') : t('foldAll');
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      {actions}
      {search && (
        <TextInput
          size="xs"
          w={200}
          aria-label={t('search')}
          placeholder={t('search')}
          leftSection={<IconSearch size={14} aria-hidden />}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            search.onChange(e.currentTarget.value);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              search.onEnter(text);
            }
          }}
        />
      )}
      <Tooltip label={foldLabel}>
        <ActionIcon variant="default" aria-label={foldLabel} onClick={onToggleAll}>
          {allFolded ? <IconArrowsMaximize size={16} /> : <IconArrowsMinimize size={16} />}
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('reset')}>
        <ActionIcon variant="default" aria-label={t('reset')} onClick={onReset}>
          <IconFocusCentered size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
