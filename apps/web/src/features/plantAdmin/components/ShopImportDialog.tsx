import { Button, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { shopImportBodySchema, type ShopImportResult } from '@penstock/domain';
import { EntityForm } from '@/ui/form/EntityForm';
import { FormSelectField } from '@/ui/form/FormSelectField';
import { FormTextField } from '@/ui/form/FormTextField';
import { usePriceRegions } from '../api/plantsAdminApi';
import { useShopImport } from '../api/useShopImport';
import { MessageAlert } from './MessageAlert';

const form = shopImportBodySchema.omit({ yaml: true });

/**
 * Administration > Plants > Import SHOP model (admins, issue 23): a SHOP YAML file (the one
 * `npm run optimize -- --shop` reads) becomes a Draft plant; afterwards the dialog lists what was
 * imported and every SHOP attribute that was not, and opens the plant.
 */
export function ShopImportDialog({
  portfolioId,
  onClose,
  onOpen,
}: {
  portfolioId: string;
  onClose: () => void;
  onOpen: (plantId: string) => void;
}) {
  const { t } = useTranslation('plants');
  const regions = usePriceRegions();
  const upload = useShopImport(portfolioId);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [result, setResult] = useState<ShopImportResult | null>(null);
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('shop.title')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {result ? (
        <Stack gap="sm" data-testid="shop-result">
          <Text size="sm">
            {t('shop.done', {
              reservoirs: result.reservoirs,
              units: result.units,
              plants: result.head_plants,
              hours: result.hours,
            })}
          </Text>
          <MessageAlert color="yellow" title={t('shop.warnings')} testId="shop-warnings" messages={result.warnings} />
          <Group justify="flex-end">
            <Button onClick={() => onOpen(result.plant_view_id)} data-testid="shop-open">
              {t('shop.open')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <EntityForm
          schema={form}
          values={{ id: '', name: '', price_region_id: '' }}
          guardUnsaved={false}
          saveLabel={t('shop.import')}
          beforeSubmit={() => {
            setFileError(file ? null : t('shop.fileRequired'));
            return !!file;
          }}
          onSubmit={async (v: z.output<typeof form>) =>
            setResult(await upload.mutateAsync({ ...v, yaml: await file!.text() }))
          }
        >
          <Stack gap="sm">
            <Text size="xs" c="dimmed">
              {t('shop.help')}
            </Text>
            <FileInput
              label={t('shop.file')}
              accept=".yaml,.yml"
              value={file}
              onChange={(f) => {
                setFile(f);
                setFileError(null);
              }}
              error={fileError}
              withAsterisk
              clearable
              data-testid="shop-file"
            />
            <FormTextField name="id" label={t('create.id')} description={t('create.idHelp')} withAsterisk />
            <FormTextField name="name" label={t('create.name')} withAsterisk />
            <FormSelectField
              name="price_region_id"
              label={t('field.priceRegion')}
              description={t('shop.regionHelp')}
              data={(regions.data ?? []).map((r) => ({ value: r.id, label: `${r.name} (${r.currency})` }))}
            />
          </Stack>
        </EntityForm>
      )}
    </Modal>
  );
}
