import { Checkbox, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { plantCreateSchema, TIMEZONES, type PlantAdminRow } from '@penstock/domain';
import { useScreen } from '@/app/router/useScreen';
import { routeHref } from '@/features/shell/utils/routeHref';
import { useRouter } from '@tanstack/react-router';
import { EntityForm } from '@/ui/form/EntityForm';
import { FormSelectField } from '@/ui/form/FormSelectField';
import { FormTextField } from '@/ui/form/FormTextField';
import { useCreatePlant, usePriceRegions } from '../api/plantsAdminApi';

const shadowSchema = plantCreateSchema.pick({ id: true, name: true }).extend({ source: z.string().min(1, 'Required') });

/**
 * Create plant (a physical plant in Draft with its plant view) or Create shadow plant (a copy of a
 * plant of this portfolio, optionally with its history), with the spec's toasts; opens the new plant.
 */
export function CreatePlantDialog({
  portfolioId,
  shadow,
  plants,
  onClose,
}: {
  portfolioId: string;
  shadow: boolean;
  plants: readonly PlantAdminRow[];
  onClose: () => void;
}) {
  const { t } = useTranslation('plants');
  const { env } = useScreen('plants');
  const router = useRouter();
  const regions = usePriceRegions();
  const [withHistory, setWithHistory] = useState(false);
  const create = useCreatePlant(
    portfolioId,
    shadow
      ? {
          success: 'The shadow plant was created successfully',
          error: {
            title: 'Shadow plant could not be created',
            generic: 'The shadow plant could not be created due to an error.',
          },
        }
      : {
          success: 'The plant was created successfully',
          error: { title: 'Plant could not be created', generic: 'The plant could not be created' },
        },
  );
  const open = (id: string) => {
    onClose();
    void router.navigate({ href: routeHref(env, 'plantSettings', { portfolioId, plantId: id }) });
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={shadow ? t('create.shadow') : t('create.plant')}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {shadow ? (
        <EntityForm
          schema={shadowSchema}
          values={{ id: '', name: '', source: plants.find((p) => !p.shadow_of)?.id ?? plants[0]?.id ?? '' }}
          guardUnsaved={false}
          saveLabel={t('create.save')}
          onSubmit={(v) =>
            create.mutateAsync({
              id: v.id,
              name: v.name,
              market_timezone: 'UTC',
              shadowOf: v.source,
              include_history: withHistory,
            })
          }
          onSuccess={(v) => open(v.id)}
        >
          <Stack gap="sm">
            <FormSelectField
              name="source"
              label={t('create.source')}
              data={plants.map((p) => ({ value: p.id, label: `${p.name} (${p.id})` }))}
              allowDeselect={false}
            />
            <FormTextField name="id" label={t('create.id')} description={t('create.idHelp')} withAsterisk />
            <FormTextField name="name" label={t('create.name')} withAsterisk />
            <Checkbox
              checked={withHistory}
              onChange={(e) => setWithHistory(e.currentTarget.checked)}
              label={t('create.withHistory')}
            />
          </Stack>
        </EntityForm>
      ) : (
        <EntityForm
          schema={plantCreateSchema}
          values={{ id: '', name: '', market_timezone: null, price_region_id: null }}
          guardUnsaved={false}
          saveLabel={t('create.save')}
          onSubmit={(v) => create.mutateAsync(v)}
          onSuccess={(v) => open(v.id)}
        >
          <Stack gap="sm">
            <FormTextField name="id" label={t('create.id')} description={t('create.idHelp')} withAsterisk />
            <FormTextField name="name" label={t('create.name')} withAsterisk />
            <FormSelectField
              name="market_timezone"
              label={t('field.zone')}
              data={[...TIMEZONES]}
              searchable
              clearable
              placeholder={t('create.zoneDefault')}
            />
            <FormSelectField
              name="price_region_id"
              label={t('field.priceRegion')}
              description={t('create.regionHelp')}
              data={(regions.data ?? []).map((r) => ({ value: r.id, label: `${r.name} (${r.currency})` }))}
              clearable
            />
          </Stack>
        </EntityForm>
      )}
    </Modal>
  );
}
