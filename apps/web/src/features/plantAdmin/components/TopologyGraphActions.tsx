import { Button, Tooltip } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PERMISSION_TOOLTIPS } from '@penstock/domain';
import type { ComponentKind } from '../utils/componentTypes';

/** The graph toolbar's add buttons (the same forms as the tables' add buttons). */
export function TopologyGraphActions({ allowed, onAdd }: { allowed: boolean; onAdd: (kind: ComponentKind) => void }) {
  const { t } = useTranslation('plants');
  return (
    <>
      {(['hydro-body', 'control-unit'] as const).map((kind) => {
        const label = kind === 'hydro-body' ? t('topology.graphAddBody') : t('topology.graphAddUnit');
        return (
          <Tooltip key={kind} label={allowed ? label : PERMISSION_TOOLTIPS.placeholder}>
            <Button
              size="compact-sm"
              variant="default"
              leftSection={<IconPlus size={14} />}
              disabled={!allowed}
              onClick={() => onAdd(kind)}
              data-testid={`graph-add-${kind}`}
            >
              {kind === 'hydro-body' ? t('topology.graphBody') : t('topology.graphUnit')}
            </Button>
          </Tooltip>
        );
      })}
    </>
  );
}
