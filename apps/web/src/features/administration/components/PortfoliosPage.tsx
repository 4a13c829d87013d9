import { Anchor, Button, Stack } from '@mantine/core';
import { Dialog } from '@/ui/Dialog';
import { portfolioCreateSchema, type PortfolioDetails } from '@penstock/domain';
import { useQuery } from '@tanstack/react-query';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreen } from '@/app/router/useScreen';
import { PageHeader } from '@/features/shell/components/PageHeader';
import { useDeclareScreenTimezone } from '@/features/shell/hooks/useScreenTimezone';
import { routeHref } from '@/features/shell/utils/routeHref';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { EntityForm } from '@/ui/form/EntityForm';
import { FormSelectField } from '@/ui/form/FormSelectField';
import { FormTextField } from '@/ui/form/FormTextField';
import { countColumn, ListScreen } from '@/ui/list/ListScreen';
import { listTextsUnder } from '@/ui/list/listTexts';
import { RouterAnchor } from '@/ui/RouterAnchor';
import { customersApi } from '../api/customersApi';
import { portfoliosAdminApi, useCreatePortfolio, useDeletePortfolio } from '../api/portfoliosAdminApi';

/**
 * Administration > Portfolios (/{env}/admin/portfolios, managePortfolios): every portfolio with its
 * customer, plants and users, a search, 'Add portfolio', and delete after the 'I am sure' box (the
 * call then carries ?confirm=true, so a portfolio with plants or users goes with them).
 */
export function PortfoliosPage() {
  // no times on this screen: the shell shows no zone tag (it read the admin's own zone, e.g. UTC)
  useDeclareScreenTimezone(null);
  const { t } = useTranslation('admin');
  const { env } = useScreen('portfolios');
  const portfolios = useQuery(portfoliosAdminApi.list());
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<PortfolioDetails | null>(null);
  const customers = useQuery({ ...customersApi.list(), enabled: adding });
  const create = useCreatePortfolio();
  const remove = useDeletePortfolio();
  const columns = [
    {
      key: 'name',
      header: t('portfolios.field.name'),
      cell: (p: PortfolioDetails) => (
        <Anchor component={RouterAnchor} href={routeHref(env, 'portfolioDetails', { portfolioId: p.id })}>
          {p.display_name ?? p.id}
        </Anchor>
      ),
      export: [{ header: t('portfolios.field.name'), value: (p: PortfolioDetails) => p.display_name }],
    },
    { key: 'id', header: t('portfolios.field.id'), cell: (p: PortfolioDetails) => p.id },
    { key: 'customer', header: t('portfolios.field.customer'), cell: (p: PortfolioDetails) => p.customer_name },
    countColumn('plants', t('portfolios.field.plants'), (p: PortfolioDetails) => p.plant_views),
    countColumn('accounts', t('portfolios.field.accounts'), (p: PortfolioDetails) => p.accounts),
    {
      key: 'actions',
      header: t('column.actions'),
      cell: (p: PortfolioDetails) => (
        <Button
          size="xs"
          variant="subtle"
          color="destructive"
          leftSection={<IconTrash size={14} aria-hidden />}
          onClick={() => setDeleting(p)}
          aria-label={t('portfolios.deleteOne', { name: p.display_name ?? p.id })}
        >
          {t('delete')}
        </Button>
      ),
      export: [],
    },
  ];
  return (
    <Stack gap="lg">
      <PageHeader actions={<Button onClick={() => setAdding(true)}>{t('portfolios.add')}</Button>} />
      <ListScreen
        route="portfolios"
        query={portfolios}
        columns={columns}
        rowProps={(p) => ({ 'data-portfolio': p.id })}
        searchFields={(p) => [p.display_name, p.id, p.customer_name]}
        texts={listTextsUnder(t, 'portfolios')}
        export={{ fileName: t('portfolios.table') }}
        testId="portfolio-table"
      />
      <Dialog opened={adding} onClose={() => setAdding(false)} title={t('portfolios.add')} centered>
        <EntityForm
          schema={portfolioCreateSchema}
          values={{ id: '', display_name: '', customer_id: '' }}
          guardUnsaved={false}
          onSubmit={(body) => create.mutateAsync(body)}
          onSuccess={() => setAdding(false)}
        >
          <Stack gap="sm">
            <FormTextField
              name="id"
              label={t('portfolios.field.id')}
              description={t('portfolios.idHint')}
              withAsterisk
            />
            <FormTextField name="display_name" label={t('portfolios.field.name')} />
            <FormSelectField
              name="customer_id"
              label={t('portfolios.field.customer')}
              data={(customers.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
              withAsterisk
            />
          </Stack>
        </EntityForm>
      </Dialog>
      <ConfirmDialog
        opened={!!deleting}
        title={t('portfolios.deleteTitle')}
        message={
          deleting
            ? t('portfolios.deleteMessage', {
                name: deleting.display_name ?? deleting.id,
                plants: deleting.plant_views,
                accounts: deleting.accounts,
              })
            : ''
        }
        requireCheck
        destructive
        confirmLabel={t('delete')}
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
