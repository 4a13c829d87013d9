import { Button, Modal, Stack } from '@mantine/core';
import type { Customer } from '@penstock/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/features/shell/components/PageHeader';
import { useDeclareScreenTimezone } from '@/features/shell/hooks/useScreenTimezone';
import { ListScreen } from '@/ui/list/ListScreen';
import { customersApi, useCreateCustomer, usePatchCustomer } from '../api/customersApi';
import { CustomerForm } from './CustomerForm';

/**
 * Administration > Customers (/{env}/admin/customers, editCustomers): the customers with search;
 * a selected row opens its edit form below the list; 'Add customer' opens the same form empty.
 */
export function CustomersPage() {
  // no times on this screen: the shell shows no zone tag (it read the admin's own zone, e.g. UTC)
  useDeclareScreenTimezone(null);
  const { t } = useTranslation('admin');
  const customers = useQuery(customersApi.list());
  const create = useCreateCustomer();
  const patch = usePatchCustomer();
  const [adding, setAdding] = useState(false);
  const columns = [
    { key: 'name', header: t('customers.field.name'), cell: (c: Customer) => c.name },
    {
      key: 'contact',
      header: t('customers.field.contact'),
      cell: (c: Customer) => [c.contact_name, c.contact_email].filter(Boolean).join(' · ') || '–',
    },
    { key: 'currency', header: t('customers.field.currency'), cell: (c: Customer) => c.currency },
    { key: 'timezone', header: t('customers.field.timezone'), cell: (c: Customer) => c.timezone },
    {
      key: 'portfolios',
      header: t('customers.field.portfolios'),
      cell: (c: Customer) => c.portfolios,
      align: 'right' as const,
    },
  ];
  return (
    <Stack gap="lg">
      <PageHeader actions={<Button onClick={() => setAdding(true)}>{t('customers.add')}</Button>} />
      <ListScreen
        route="customers"
        query={customers}
        columns={columns}
        rowKey={(c) => c.id}
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
        texts={{
          table: t('customers.table'),
          search: t('search'),
          loadFailed: t('loadFailed'),
          retry: t('retry'),
          empty: t('customers.empty'),
          noMatch: t('noMatch'),
        }}
        export={{ fileName: t('customers.table') }}
        testId="customer-table"
      />
      <Modal
        opened={adding}
        onClose={() => setAdding(false)}
        title={t('customers.add')}
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <CustomerForm onSubmit={(body) => create.mutateAsync(body)} onSuccess={() => setAdding(false)} />
      </Modal>
    </Stack>
  );
}
