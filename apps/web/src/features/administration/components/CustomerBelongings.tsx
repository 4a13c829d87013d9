import { Anchor, Badge, Group, Paper, Table, Text, Title } from '@mantine/core';
import type { CustomerDetail } from '@penstock/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { routeHref } from '@/features/shell/utils/routeHref';
import { AccountStateBadge } from '@/features/users/components/AccountStateBadge';
import { EmptyState } from '@/ui/EmptyState';
import { RouterAnchor } from '@/ui/RouterAnchor';

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      {children}
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
      <Section title={t('customers.portfolios')} testId="customer-portfolios">
        {detail.portfolios.length === 0 ? (
          <EmptyState>{t('customers.noPortfolios')}</EmptyState>
        ) : (
          <Table fz="sm" verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('portfolios.field.name')}</Table.Th>
                <Table.Th>{t('portfolios.field.id')}</Table.Th>
                <Table.Th ta="right">{t('customers.field.plantViews')}</Table.Th>
                <Table.Th ta="right">{t('portfolios.field.accounts')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {detail.portfolios.map((p) => (
                <Table.Tr key={p.id} data-portfolio={p.id}>
                  <Table.Td>
                    {link(routeHref(env, 'portfolioDetails', { portfolioId: p.id }), p.display_name ?? p.id)}
                  </Table.Td>
                  <Table.Td>{p.id}</Table.Td>
                  <Table.Td ta="right">{p.plant_views}</Table.Td>
                  <Table.Td ta="right">{p.accounts}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Section>
      <Section title={t('customers.plants')} testId="customer-plants">
        {detail.plants.length === 0 ? (
          <EmptyState>{t('customers.noPlants')}</EmptyState>
        ) : (
          <Table fz="sm" verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('customers.field.name')}</Table.Th>
                <Table.Th>{t('customers.field.state')}</Table.Th>
                <Table.Th>{t('customers.field.views')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {detail.plants.map((p) => (
                <Table.Tr key={p.id} data-plant={p.id}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {p.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {p.id}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light">{p.plant_state}</Badge>
                  </Table.Td>
                  <Table.Td>
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
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Section>
      <Section title={t('customers.users')} testId="customer-users">
        {detail.users.length === 0 ? (
          <EmptyState>{t('customers.noUsers')}</EmptyState>
        ) : (
          <Table fz="sm" verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('users.name')}</Table.Th>
                <Table.Th>{t('customers.field.email')}</Table.Th>
                <Table.Th>{t('users.state')}</Table.Th>
                <Table.Th>{t('customers.field.reaches')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {detail.users.map((u) => (
                <Table.Tr key={u.id} data-account={u.email}>
                  <Table.Td>
                    {link(
                      u.kind === 'api'
                        ? routeHref(env, 'apiUser', { userPortfolioId: u.portfolios[0] ?? '-', user: u.id })
                        : routeHref(env, 'insightUser', { user: u.id }),
                      u.full_name,
                    )}
                  </Table.Td>
                  <Table.Td>{u.email}</Table.Td>
                  <Table.Td>
                    <AccountStateBadge account={{ ...u, locked_until: null }} />
                  </Table.Td>
                  <Table.Td>{u.portfolios.map(nameOf).join(', ')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Section>
    </>
  );
}
