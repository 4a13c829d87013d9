import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PERMISSION_TOOLTIPS } from '@penstock/domain';
import { endpoints } from '@/api/endpoints';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { usePlantWrite, type PlantScope } from '../api/plantApi';
import { COMPONENT_TOASTS } from '../utils/componentToasts';
import type { ComponentKind } from '../utils/componentTypes';

/**
 * Delete a hydro body or control unit after a confirmation, with the spec's toasts; the server
 * refuses what would leave a unit without its body and names the parts (shown in the error toast).
 * The same button in a table row (`icon`) and in the graph's edit form (`button`).
 */
export function DeleteComponentButton({
  scope,
  kind,
  row,
  allowed,
  look,
  onDeleted,
}: {
  scope: PlantScope;
  kind: ComponentKind;
  row: { id: string; name: string; version: number };
  allowed: boolean;
  look: 'icon' | 'button';
  onDeleted?: () => void;
}) {
  const { t } = useTranslation('plants');
  const [confirming, setConfirming] = useState(false);
  const texts = COMPONENT_TOASTS[kind];
  const remove = usePlantWrite<void, unknown>(scope, {
    method: 'DELETE',
    path: () => endpoints.plantAdmin.component(scope.portfolioId, scope.plantViewId, kind, row.id),
    query: () => ({ version: row.version }),
    toasts: { success: texts.deleted, error: { title: texts.title, generic: texts.generic.deleted } },
  });
  const label = `${t('topology.delete')} ${row.name}`;
  return (
    <>
      <Tooltip label={allowed ? t('topology.delete') : PERMISSION_TOOLTIPS.field}>
        {look === 'icon' ? (
          <ActionIcon
            variant="subtle"
            color="red"
            disabled={!allowed}
            aria-label={label}
            onClick={() => setConfirming(true)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        ) : (
          <Button
            variant="subtle"
            color="red"
            disabled={!allowed}
            leftSection={<IconTrash size={16} />}
            aria-label={label}
            onClick={() => setConfirming(true)}
          >
            {t('topology.delete')}
          </Button>
        )}
      </Tooltip>
      <ConfirmDialog
        opened={confirming}
        title={t('topology.deleteTitle', { name: row.name })}
        message={t('topology.deleteMessage')}
        confirmLabel={t('topology.delete')}
        loading={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(undefined, { onSettled: () => setConfirming(false), onSuccess: () => onDeleted?.() })
        }
      />
    </>
  );
}
