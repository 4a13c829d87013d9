import { Anchor, Badge, Button, Checkbox, Group, Stack } from '@mantine/core';
import { Dialog } from '@/ui/Dialog';
import type { Customer } from '@penstock/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/features/shell/components/PageHeader';
import { useDeclareScreenTimezone } from '@/features/shell/hooks/useScreenTimezone';
import { useScreen } from '@/app/router/useScreen';
import { routeHref } from '@/features/shell/utils/routeHref';
import { listTextsUnder } from '@/ui/list/listTexts';
import { countColumn, ListScreen } from '@/ui/list/ListScreen';
import { RouterAnchor } from '@/ui/RouterAnchor';
import { customersApi, useCreateCustomer, useCustomersWithArchived, usePatchCustomer } from '../api/customersApi';
import { CustomerForm } from './CustomerForm';

/**
 * Administration > Customers (/{env}/admin/customers, editCustomers): the customers with search;
 * a selected row opens its edit form below the list, its name the customer's page; 'Add customer'
 * opens the same form empty. Archived customers are hidden unless 'Show archived' is ticked.
 */
export function CustomersPage() {
  // no times on this screen: the shell shows no zone tag (it read the admin's own zone, e.g. UTC)
  useDeclareScreenTimezone(null);
  const { t } = useTranslation('admin');
  const { env } = useScreen('customers');
  const [showArchived, setShowArchived] = useState(false);
  const active = useQuery({ ...customersApi.list(), enabled: !showArchived });
  const withArchived = useCustomersWithArchived(showArchived);
  const customers = showArchived ? withArchived : active;
  const create = useCreateCustomer();
  const patch = usePatchCustomer();
  const [adding, setAdding] = useState(false);
  const columns = [
    {
      key: 'name',
      header: t('customers.field.name'),
      cell: (c: Customer) => (
        <Group gap="xs" wrap="nowrap">
          <Anchor component={RouterAnchor} href={routeHref(env, 'customerDetails', { customerId: c.id })}>
            {c.name}
          </Anchor>
          {c.archived_at !== null && (
            <Badge color="caution" variant="light" size="sm">
              {t('customers.archivedBadge')}
            </Badge>
          )}
        </Group>
      ),
      export: [{ header: t('customers.field.name'), value: (c: Customer) => c.name }],
    },
    {
      key: 'contact',
      header: t('customers.field.contact'),
      cell: (c: Customer) => [c.contact_name, c.contact_email].filter(Boolean).join(' · ') || '–',
    },
    { key: 'currency', header: t('customers.field.currency'), cell: (c: Customer) => c.currency },
    { key: 'timezone', header: t('customers.field.timezone'), cell: (c: Customer) => c.timezone },
    countColumn('portfolios', t('customers.field.portfolios'), (c: Customer) => c.portfolios),
  ];
  return (
    <Stack gap="lg">
      <PageHeader
        actions={
          <Group gap="md">
            <Checkbox
              label={t('customers.showArchived')}
              checked={showArchived}
              onChange={(e) => setShowArchived(e.currentTarget.checked)}
            />
            <Button onClick={() => setAdding(true)}>{t('customers.add')}</Button>
          </Group>
        }
      />
      <ListScreen
        route="customers"
        query={customers}
        columns={columns}
        rowProps={(c) => ({ 'data-customer': c.name })}
        searchFields={(c) => [c.name, c.contact_name, c.contact_email]}
        selectable
        detail={(c) => (
          <CustomerForm
            key={`${c.id}:${c.version}`}
            customer={c}
            onSubmit={(body) => patch.mutateAsync({ id: c.id, body: { ...body, version: c.version } })}
          />
        )}
        texts={listTextsUnder(t, 'customers')}
        export={{ fileName: t('customers.table') }}
        testId="customer-table"
      />
      <Dialog opened={adding} onClose={() => setAdding(false)} title={t('customers.add')} centered>
        <CustomerForm onSubmit={(body) => create.mutateAsync(body)} onSuccess={() => setAdding(false)} />
      </Dialog>
    </Stack>
  );
}
