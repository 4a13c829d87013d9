import { Button, Group, List, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { UPLOAD_KINDS, UPLOAD_TARGETS, type Topology, type UploadKind } from '@penstock/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadUploadTemplate } from '../api/downloadUploadTemplate';

/** The components of the plant view an upload kind takes, as "id / external id". */
function columnExamples(kind: UploadKind, topology: Topology | undefined): string[] {
  const allowed = UPLOAD_TARGETS[kind].components;
  const components = [...(topology?.control_units ?? []), ...(topology?.hydro_bodies ?? [])];
  return components
    .filter((c) => c.isPartOfPlant && allowed.includes(c.type))
    .map((c) => (c.external_id && c.external_id !== c.id ? `${c.id} / ${c.external_id}` : c.id));
}

/**
 * What a CSV upload of each kind looks like (issue 27 item 6): the time column and its formats, the
 * columns (this plant's components of the kind, by id or external id), the unit, the delimiters;
 * and the plant's template of the kind to download (the server makes it from the plant's components,
 * so it uploads as it is). The rules themselves are the reader's (apps/server uploads module).
 */
export function UploadFormatHelp({
  portfolioId,
  plantViewId,
  timezone,
  topology,
}: {
  portfolioId: string;
  plantViewId: string;
  timezone: string;
  topology: Topology | undefined;
}) {
  const { t } = useTranslation('plants');
  const { t: te } = useTranslation('editing');
  const [kind, setKind] = useState<UploadKind>('power-actuals');
  const [busy, setBusy] = useState(false);
  const examples = columnExamples(kind, topology);
  const components = kind === 'price-forecasts' ? '' : t(`historical.format.components.${kind}`);
  const download = async () => {
    setBusy(true);
    try {
      await downloadUploadTemplate(portfolioId, plantViewId, kind);
    } catch (e) {
      notifications.show({ color: 'destructive', title: t('historical.format.templateFailed'), message: String(e) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="xs" data-testid="upload-format">
      <Title order={4} size="h5">
        {t('historical.format.title')}
      </Title>
      <Group align="flex-end" gap="sm">
        <Select
          label={t('historical.format.kind')}
          data={UPLOAD_KINDS.map((k) => ({ value: k, label: te(`upload.kinds.${k}`) }))}
          value={kind}
          onChange={(v) => v && setKind(v as UploadKind)}
          allowDeselect={false}
          w={240}
        />
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={busy}
          onClick={() => void download()}
        >
          {t('historical.format.template')}
        </Button>
      </Group>
      <List size="sm" spacing={4}>
        <List.Item>{t('historical.format.time', { zone: timezone })}</List.Item>
        <List.Item data-testid="upload-format-columns">
          {kind === 'price-forecasts'
            ? t('historical.format.price')
            : examples.length
              ? t('historical.format.columns', { components, examples: examples.join(', ') })
              : t('historical.format.noColumns', { components })}
        </List.Item>
        <List.Item data-testid="upload-format-unit">
          {t('historical.format.unit', { unit: t(`historical.format.units.${kind}`) })}
        </List.Item>
        <List.Item>{t('historical.format.delimiter')}</List.Item>
      </List>
      <Text size="xs" c="dimmed">
        {t('historical.format.templateHelp')}
      </Text>
    </Stack>
  );
}
