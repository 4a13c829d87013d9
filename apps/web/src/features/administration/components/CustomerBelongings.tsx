import { Anchor, Badge, Group, Paper, Title } from '@mantine/core';
import type { CustomerDetail } from '@penstock/domain';
import { useTranslation } from 'react-i18next';
import { routeHref } from '@/features/shell/utils/routeHref';
import { AccountStateBadge } from '@/features/users/components/AccountStateBadge';
import { EmptyState } from '@/ui/EmptyState';
import { RouterAnchor } from '@/ui/RouterAnchor';
import { RowsTable, type RowsColumn } from '@/ui/RowsTable';
import { TwoLineCell } from '@/ui/TwoLineCell';

const EMPTY = {
  portfolios: 'customers.noPortfolios',
  plants: 'customers.noPlants',
  users: 'customers.noUsers',
} as const;

/** One titled part of the page (customers.portfolios...): its table, or what it says when there is nothing in it. */
function Section<T extends { id: string }>(props: {
  part: keyof typeof EMPTY;
  rows: readonly T[];
  rowProps: (row: T) => { [key: `data-${string}`]: string };
  columns: readonly RowsColumn<T>[];
}) {
  const { t } = useTranslation('admin');
  return (
    <Paper withBorder p="md" radius="md" data-testid={`customer-${props.part}`}>
      <Title order={3} size="h5" mb="sm">
        {t(`customers.${props.part}`)}
      </Title>
      {props.rows.length === 0 ? (
        <EmptyState>{t(EMPTY[props.part])}</EmptyState>
      ) : (
        <RowsTable
          fz="sm"
          verticalSpacing={4}
          rows={props.rows}
          rowKey={(r) => r.id}
          rowProps={props.rowProps}
          columns={props.columns}
        />
      )}
    </Paper>
  );
}

/**
 * What belongs to a customer (issue 27 item 7): its portfolios (to their admin page), its plants with
 * the portfolios viewing them (to the plant's settings) and the accounts reaching its portfolios,
 * with their state (Pending, Disabled...) and which of its portfolios they reach.
 */
export function CustomerBelongings({ detail, env }: { detail: CustomerDetail; env: string }) {
  const { t } = useTranslation('admin');
  const portfolioName = new Map(detail.portfolios.map((p) => [p.id, p.display_name ?? p.id]));
  const nameOf = (id: string) => portfolioName.get(id) ?? id;
  const link = (href: string, text: string) => (
    <Anchor component={RouterAnchor} href={href} size="sm">
      {text}
    </Anchor>
  );
  return (
    <>
      <Section
        part="portfolios"
        rows={detail.portfolios}
        rowProps={(p) => ({ 'data-portfolio': p.id })}
        columns={[
          {
            key: 'name',
            header: t('portfolios.field.name'),
            cell: (p) => link(routeHref(env, 'portfolioDetails', { portfolioId: p.id }), p.display_name ?? p.id),
          },
          { key: 'id', header: t('portfolios.field.id'), cell: (p) => p.id },
          { key: 'views', header: t('customers.field.plantViews'), cell: (p) => p.plant_views, align: 'right' },
          { key: 'accounts', header: t('portfolios.field.accounts'), cell: (p) => p.accounts, align: 'right' },
        ]}
      />
      <Section
        part="plants"
        rows={detail.plants}
        rowProps={(p) => ({ 'data-plant': p.id })}
        columns={[
          {
            key: 'name',
            header: t('customers.field.name'),
            cell: (p) => <TwoLineCell main={p.name} sub={p.id} fw={600} />,
          },
          {
            key: 'state',
            header: t('customers.field.state'),
            cell: (p) => <Badge variant="light">{p.plant_state}</Badge>,
          },
          {
            key: 'views',
            header: t('customers.field.views'),
            cell: (p) => (
              <Group gap="xs">
                {p.views.length === 0 && '–'}
                {p.views.map((v) => (
                  <span key={`${v.portfolio_id}/${v.id}`}>
                    {link(
                      routeHref(env, 'plantSettings', { portfolioId: v.portfolio_id, plantId: v.id }),
                      `${v.name} (${nameOf(v.portfolio_id)})`,
                    )}
                  </span>
                ))}
              </Group>
            ),
          },
        ]}
      />
      <Section
        part="users"
        rows={detail.users}
        rowProps={(u) => ({ 'data-account': u.email })}
        columns={[
          {
            key: 'name',
            header: t('users.name'),
            cell: (u) =>
              link(
                u.kind === 'api'
                  ? routeHref(env, 'apiUser', { userPortfolioId: u.portfolios[0] ?? '-', user: u.id })
                  : routeHref(env, 'insightUser', { user: u.id }),
                u.full_name,
              ),
          },
          { key: 'email', header: t('customers.field.email'), cell: (u) => u.email },
          {
            key: 'state',
            header: t('users.state'),
            cell: (u) => <AccountStateBadge account={{ ...u, locked_until: null }} />,
          },
          { key: 'reaches', header: t('customers.field.reaches'), cell: (u) => u.portfolios.map(nameOf).join(', ') },
        ]}
      />
    </>
  );
}
