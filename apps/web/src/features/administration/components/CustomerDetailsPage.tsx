import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/ApiError';
import { useScreen } from '@/app/router/useScreen';
import { PageHeader } from '@/features/shell/components/PageHeader';
import { useDeclareScreenTimezone } from '@/features/shell/hooks/useScreenTimezone';
import { routeHref } from '@/features/shell/utils/routeHref';
import { BackLink } from '@/ui/BackLink';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { LoadError } from '@/ui/LoadError';
import { useArchiveCustomer, useCustomerDetail, usePatchCustomer } from '../api/customersApi';
import { CustomerBelongings } from './CustomerBelongings';
import { CustomerForm } from './CustomerForm';

/**
 * One customer (/{env}/admin/customers/{customerId}, editCustomers; issue 27 item 7): titled with its
 * name, its fields to edit, its portfolios, plants and users; Archive (asked first) hides it from the
 * customer list and the new-portfolio choice and keeps everything else as it is (its users may reach
 * other customers' portfolios too, so they are disabled one by one, from their own page); Restore
 * brings it back.
 */
export function CustomerDetailsPage() {
  useDeclareScreenTimezone(null);
  const { t, i18n } = useTranslation('admin');
  const { env, params } = useScreen('customerDetails');
  const detail = useCustomerDetail(params.customerId);
  const patch = usePatchCustomer();
  const archive = useArchiveCustomer(true);
  const restore = useArchiveCustomer(false);
  const [asking, setAsking] = useState(false);
  const customer = detail.data?.customer;
  const at = (ms: number) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(ms);

  let body;
  if (detail.isPending) body = <Skeleton h={240} data-testid="customer-loading" />;
  else if (detail.isError && isApiError(detail.error) && detail.error.status === 404)
    body = <Text>{t('customers.notFound')}</Text>;
  else if (detail.isError || !detail.data || !customer)
    body = <LoadError onRetry={() => void detail.refetch()} error={detail.error} />;
  else
    body = (
      <>
        <Paper withBorder p="md" radius="md">
          <Group justify="space-between" mb="sm">
            <Group gap="xs">
              <Title order={2} size="h4">
                {t('customers.details')}
              </Title>
              {customer.archived_at !== null && (
                <Badge color="caution" variant="light" data-testid="customer-archived">
                  {t('customers.archivedSince', { at: at(customer.archived_at) })}
                </Badge>
              )}
            </Group>
            {customer.archived_at === null ? (
              <Button variant="default" color="destructive" onClick={() => setAsking(true)}>
                {t('customers.archive')}
              </Button>
            ) : (
              <Button
                variant="default"
                loading={restore.isPending}
                onClick={() =>
                  restore.mutate({ id: customer.id, body: { archived: false, version: customer.version } })
                }
              >
                {t('customers.restore')}
              </Button>
            )}
          </Group>
          <CustomerForm
            key={`${customer.id}:${customer.version}`}
            customer={customer}
            onSubmit={(b) => patch.mutateAsync({ id: customer.id, body: { ...b, version: customer.version } })}
          />
        </Paper>
        <CustomerBelongings detail={detail.data} env={env} />
        <ConfirmDialog
          opened={asking}
          title={t('customers.archiveTitle')}
          message={t('customers.archiveMessage', { name: customer.name })}
          confirmLabel={t('customers.archive')}
          destructive
          loading={archive.isPending}
          onConfirm={() =>
            archive.mutate(
              { id: customer.id, body: { archived: true, version: customer.version } },
              { onSettled: () => setAsking(false) },
            )
          }
          onCancel={() => setAsking(false)}
        />
      </>
    );
  return (
    <Stack gap="lg">
      <PageHeader title={customer?.name} />
      <BackLink href={routeHref(env, 'customers', {})}>{t('customers.back')}</BackLink>
      {body}
    </Stack>
  );
}
