import { Badge, Button, Group, Stack } from '@mantine/core';
import { IconCopy, IconFileImport, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlantAdminRow } from '@penstock/domain';
import { useScreen } from '@/app/router/useScreen';
import { useSession } from '@/features/auth';
import { PageHeader } from '@/features/shell/components/PageHeader';
import { routeHref } from '@/features/shell/utils/routeHref';
import { ListScreen, type ListColumn } from '@/ui/list/ListScreen';
import { listTexts } from '@/ui/list/listTexts';
import { RouterAnchor } from '@/ui/RouterAnchor';
import { usePlantAdminList } from '../api/plantsAdminApi';
import { CreatePlantDialog } from './CreatePlantDialog';
import { PlantStateBadge } from './PlantStateBadge';
import { ShopImportDialog } from './ShopImportDialog';
import { useRouter } from '@tanstack/react-router';

const searchFields = (p: PlantAdminRow) => [p.name, p.id, p.internal_id];

/** What an admin can add: a plant, a shadow of one (only when there is one), or plants imported from a SHOP file. */
const CREATE_BUTTONS: readonly {
  kind: 'plant' | 'shadow' | 'shop';
  label: string;
  icon: typeof IconPlus;
  variant: 'filled' | 'default';
  testId?: string;
}[] = [
  { kind: 'plant', label: 'create.plant', icon: IconPlus, variant: 'filled' },
  { kind: 'shadow', label: 'create.shadow', icon: IconCopy, variant: 'default' },
  { kind: 'shop', label: 'shop.button', icon: IconFileImport, variant: 'default', testId: 'shop-import' },
];

/**
 * Administration > Plants (/{env}/admin/plants/{portfolioId}, spec 2 sections 2 and 5): the
 * portfolio's plants, sortable (sortBy, sortOrder in the query) and searchable by name, id and
 * internal id; admins create plants and shadow plants; the rows shown download as CSV.
 */
export function PlantsPage() {
  const { t } = useTranslation('plants');
  const { env, params } = useScreen('plants');
  const { user } = useSession();
  const plants = usePlantAdminList(params.portfolioId);
  const [creating, setCreating] = useState<'plant' | 'shadow' | 'shop' | null>(null);
  const router = useRouter();
  const href = (id: string) => routeHref(env, 'plantSettings', { portfolioId: params.portfolioId, plantId: id });

  const columns: ListColumn<PlantAdminRow>[] = [
    {
      key: 'name',
      header: t('column.name'),
      sort: (p) => p.name,
      cell: (p) => (
        <Group gap={6} wrap="nowrap">
          <RouterAnchor href={href(p.id)} style={{ color: 'var(--mantine-color-primary-7)', fontWeight: 600 }}>
            {p.name}
          </RouterAnchor>
          {p.shadow_of && (
            <Badge size="xs" variant="light" color="gray">
              {t('shadow')}
            </Badge>
          )}
        </Group>
      ),
      export: [
        { header: t('column.name'), value: (p) => p.name },
        { header: t('column.shadowOf'), value: (p) => p.shadow_of },
      ],
    },
    { key: 'id', header: t('column.id'), sort: (p) => p.id, cell: (p) => p.id },
    { key: 'internal_id', header: t('column.internalId'), sort: (p) => p.internal_id, cell: (p) => p.internal_id },
    {
      key: 'plant_state',
      header: t('column.state'),
      sort: (p) => p.plant_state,
      cell: (p) => <PlantStateBadge state={p.plant_state} />,
      export: [{ header: t('column.state'), value: (p) => p.plant_state }],
    },
    {
      key: 'market_timezone',
      header: t('column.zone'),
      sort: (p) => p.market_timezone,
      cell: (p) => p.market_timezone,
    },
    { key: 'units', header: t('column.units'), sort: (p) => p.units, align: 'right', cell: (p) => p.units },
    {
      key: 'data_quality',
      header: t('column.quality'),
      sort: (p) => p.data_quality_percent,
      align: 'right',
      cell: (p) => (p.data_quality_percent === null ? t('noActuals') : `${p.data_quality_percent.toFixed(1)} %`),
      export: [
        {
          header: `${t('column.quality')} (%)`,
          value: (p) => (p.data_quality_percent === null ? null : Math.round(p.data_quality_percent * 10) / 10),
        },
      ],
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader />
      <ListScreen
        route="plants"
        query={plants}
        columns={columns}
        rowProps={(p) => ({ 'data-plant': p.id })}
        searchFields={searchFields}
        export={{ fileName: t('exportName', { portfolio: params.portfolioId }) }}
        toolbar={
          user?.isAdmin ? (
            <Group gap="sm">
              {CREATE_BUTTONS.map((b) => (
                <Button
                  key={b.kind}
                  variant={b.variant}
                  leftSection={<b.icon size={16} aria-hidden />}
                  onClick={() => setCreating(b.kind)}
                  disabled={b.kind === 'shadow' && !plants.data?.length}
                  data-testid={b.testId}
                >
                  {t(b.label)}
                </Button>
              ))}
            </Group>
          ) : undefined
        }
        texts={listTexts(t)}
        testId="plants-table"
        emptyTestId="plants-empty"
        minWidth={900}
      />
      {creating === 'shop' && (
        <ShopImportDialog
          portfolioId={params.portfolioId}
          onClose={() => setCreating(null)}
          onOpen={(id) => {
            setCreating(null);
            void router.navigate({ href: href(id) });
          }}
        />
      )}
      {creating && creating !== 'shop' && (
        <CreatePlantDialog
          portfolioId={params.portfolioId}
          shadow={creating === 'shadow'}
          plants={plants.data ?? []}
          onClose={() => setCreating(null)}
        />
      )}
    </Stack>
  );
}
