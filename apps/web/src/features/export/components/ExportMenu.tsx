import { ActionIcon, Tooltip } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPage } from '@/app/router/lazyPage';
import { useDeferredMenu } from '@/ui/useDeferredMenu';
import type { ExportMenuProps } from './ExportMenuFull';

export type { ExportLib, ExportMenuProps } from './ExportMenuFull';

const loadExportMenuFull = () => import('./ExportMenuFull');
const ExportMenuFull = lazyPage(() => loadExportMenuFull().then((m) => ({ default: m.ExportMenuFull })));

/** A download button for a chart's or a table's data: CSV, and an Excel workbook where offered. */
export function ExportMenu(props: ExportMenuProps) {
  const { t } = useTranslation('common');
  const menu = useDeferredMenu(loadExportMenuFull);
  const target = (
    <Tooltip label={t('export.label')}>
      <ActionIcon
        variant="subtle"
        color="secondary"
        aria-label={`${t('export.label')}: ${props.fileName}`}
        disabled={props.disabled}
        data-testid="export-menu"
        {...menu.targetProps}
      >
        <IconDownload size={16} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
  if (!menu.opened) return target;
  return (
    <Suspense fallback={target}>
      <ExportMenuFull {...props} defaultOpened />
    </Suspense>
  );
}
