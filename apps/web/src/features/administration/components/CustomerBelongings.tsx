import { Anchor, Badge, Group, Paper, Title } from '@mantine/core';
import type { CustomerDetail } from '@penstock/domain';
import { useTranslation } from 'react-i18next';
import { routeHref } from '@/features/shell/utils/routeHref';
import { AccountStateBadge } from '@/features/users/components/AccountStateBadge';
import { EmptyState } from '@/ui/EmptyState';
import { RouterAnchor } from '@/ui/RouterAnchor';
import { RowsTable, type RowsColumn } from '@/ui/RowsTable';
import { TwoLineCell } from '@/ui/TwoLineCell';

/** Each part of the page (customers.portfolios...): what it says when empty, and the data attribute naming its rows. */
const PARTS = {
  portfolios: { empty: 'customers.noPortfolios', mark: 'data-portfolio' },
  plants: { empty: 'customers.noPlants', mark: 'data-plant' },
  users: { empty: 'customers.noUsers', mark: 'data-account' },
} as const;

/** One titled part of the page: its table, or what it says when there is nothing in it. */
function Section<T extends { id: string }>(props: {
  part: keyof typeof PARTS;
  rows: readonly T[];
  /** the value of the part's data attribute on a row */
  mark: (row: T) => string;
  columns: readonly RowsColumn<T>[];
}) {
  const { t } = useTranslation('admin');
  const { empty, mark } = PARTS[props.part];
  return (
    <Paper withBorder p="md" radius="md" data-testid={`customer-${props.part}`}>
      <Title order={3} size="h5" mb="sm">
        {t(`customers.${props.part}`)}
      </Title>
      {props.rows.length === 0 ? (
        <EmptyState>{t(empty)}</EmptyState>
      ) : (
        <RowsTable
          fz="sm"
          verticalSpacing={4}
          rows={props.rows}
          rowKey={(r) => r.id}
          rowProps={(r) => ({ [mark]: props.mark(r) })}
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
  const columns = useBelongingColumns(detail, env);
  return (
    <>
      <Section part="portfolios" rows={detail.portfolios} mark={(p) => p.id} columns={columns.portfolios} />
      <Section part="plants" rows={detail.plants} mark={(p) => p.id} columns={columns.plants} />
      <Section part="users" rows={detail.users} mark={(u) => u.email} columns={columns.users} />
    </>
  );
}

type Rows<K extends keyof typeof PARTS> = CustomerDetail[K][number];

/** The columns of each part: names link to the portfolio's admin page, the plant's settings, the account. */
function useBelongingColumns(
  detail: CustomerDetail,
  env: string,
): { [K in keyof typeof PARTS]: RowsColumn<Rows<K>>[] } {
  const { t } = useTranslation('admin');
  const portfolioName = new Map(detail.portfolios.map((p) => [p.id, p.display_name ?? p.id]));
  const nameOf = (id: string) => portfolioName.get(id) ?? id;
  const link = (href: string, text: string) => (
    <Anchor component={RouterAnchor} href={href} size="sm">
      {text}
    </Anchor>
  );
  const portfolioLink = (p: Rows<'portfolios'>) =>
    link(routeHref(env, 'portfolioDetails', { portfolioId: p.id }), p.display_name ?? p.id);
  const viewLinks = (p: Rows<'plants'>) => (
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
  );
  const accountLink = (u: Rows<'users'>) =>
    link(
      u.kind === 'api'
        ? routeHref(env, 'apiUser', { userPortfolioId: u.portfolios[0] ?? '-', user: u.id })
        : routeHref(env, 'insightUser', { user: u.id }),
      u.full_name,
    );
  return {
    portfolios: [
      { key: 'name', header: t('portfolios.field.name'), cell: portfolioLink },
      { key: 'id', header: t('portfolios.field.id'), cell: (p) => p.id },
      { key: 'views', header: t('customers.field.plantViews'), cell: (p) => p.plant_views, align: 'right' },
      { key: 'accounts', header: t('portfolios.field.accounts'), cell: (p) => p.accounts, align: 'right' },
    ],
    plants: [
      {
        key: 'name',
        header: t('customers.field.name'),
        cell: (p) => <TwoLineCell main={p.name} sub={p.id} fw={600} />,
      },
      { key: 'state', header: t('customers.field.state'), cell: (p) => <Badge variant="light">{p.plant_state}</Badge> },
      { key: 'views', header: t('customers.field.views'), cell: viewLinks },
    ],
    users: [
      { key: 'name', header: t('users.name'), cell: accountLink },
      { key: 'email', header: t('customers.field.email'), cell: (u) => u.email },
      {
        key: 'state',
        header: t('users.state'),
        cell: (u) => <AccountStateBadge account={{ ...u, locked_until: null }} />,
      },
      { key: 'reaches', header: t('customers.field.reaches'), cell: (u) => u.portfolios.map(nameOf).join(', ') },
    ],
  };
}
