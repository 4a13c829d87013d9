import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ExportTable } from '@penstock/domain';

export type ExportLib = typeof import('../utils/exportLib');

export interface ExportMenuProps {
  /** File name stem, e.g. "Hochalm Storage generation per unit 2026". */
  fileName: string;
  /** Builds the tables on click, with the export library (loaded then). CSV takes the first table. */
  tables: (lib: ExportLib) => ExportTable[];
  /** Also offer the tables as one Excel workbook. */
  excel?: boolean;
  disabled?: boolean;
}

/** ExportMenu once its menu code has loaded (see useDeferredMenu). */
export function ExportMenuFull({
  fileName,
  tables,
  excel = false,
  disabled = false,
  defaultOpened = false,
}: ExportMenuProps & { defaultOpened?: boolean }) {
  const { t } = useTranslation('common');
  // a file written in the browser, not an API call; a failure (e.g. the library not loading) toasts like a failed save
  const run = useMutation({
    mutationFn: async (kind: 'csv' | 'xlsx') => {
      const lib = await import('../utils/exportLib');
      const built = tables(lib);
      if (kind === 'csv') lib.downloadCsv(fileName, built);
      else await lib.downloadWorkbook(fileName, built);
    },
    meta: { toasts: { error: { title: t('export.failedTitle'), generic: t('export.failed') } } },
  });
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <Tooltip label={t('export.label')}>
          <ActionIcon
            variant="subtle"
            color="secondary"
            aria-label={`${t('export.label')}: ${fileName}`}
            loading={run.isPending}
            disabled={disabled}
            data-testid="export-menu"
          >
            <IconDownload size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconFileTypeCsv size={16} aria-hidden />} onClick={() => run.mutate('csv')}>
          {t('export.csv')}
        </Menu.Item>
        {excel && (
          <Menu.Item leftSection={<IconFileSpreadsheet size={16} aria-hidden />} onClick={() => run.mutate('xlsx')}>
            {t('export.excel')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
