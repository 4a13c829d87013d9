import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconArrowForwardUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SaveButton } from '@/ui/SaveButton';

export interface EditorToolbarProps {
  canWrite: boolean;
  dirty: boolean;
  invalid: boolean;
  canUndo: boolean;
  canRedo: boolean;
  saving: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onDiscard: () => void;
  onSave: () => void;
  children?: React.ReactNode;
}

/** An undo or redo icon button, named by its tooltip. */
function HistoryButton(props: { label: string; disabled: boolean; onClick: () => void; icon: typeof IconArrowBackUp }) {
  const Icon = props.icon;
  return (
    <Tooltip label={props.label}>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={props.label}
        disabled={props.disabled}
        onClick={props.onClick}
      >
        <Icon size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

/** Undo, redo, discard and save (with the spec's read-only tooltips), plus extra actions. */
export function EditorToolbar(p: EditorToolbarProps) {
  const { t } = useTranslation('editing');
  return (
    <Group justify="space-between" gap="sm">
      <Group gap={4}>
        <HistoryButton label={t('toolbar.undo')} disabled={!p.canUndo} onClick={p.onUndo} icon={IconArrowBackUp} />
        <HistoryButton label={t('toolbar.redo')} disabled={!p.canRedo} onClick={p.onRedo} icon={IconArrowForwardUp} />
        {p.children}
      </Group>
      <Group gap="sm">
        <Button variant="default" disabled={!p.dirty} onClick={p.onDiscard}>
          {t('toolbar.discard')}
        </Button>
        {p.invalid && p.canWrite && p.dirty ? (
          <Tooltip label={t('toolbar.invalid')}>
            <span>
              <Button disabled>{t('toolbar.save')}</Button>
            </span>
          </Tooltip>
        ) : (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              p.onSave();
            }}
          >
            <SaveButton canWrite={p.canWrite} dirty={p.dirty} loading={p.saving}>
              {t('toolbar.save')}
            </SaveButton>
          </form>
        )}
      </Group>
    </Group>
  );
}
