import { Button, Group, Radio, Select, Switch, Table, Text } from '@mantine/core';
import type { Account } from '@penstock/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { portfoliosAdminApi } from '@/features/administration/api/portfoliosAdminApi';
import { QueryView } from '@/ui/QueryView';
import { useAccountPortfolios, usePortfolioLinks } from '../api/accountsApi';

/** A user's portfolios: write permission, the default, remove; add another (read-only at first). */
export function UserPortfolios({ account }: { account: Account }) {
  const { t } = useTranslation('admin');
  const links = useAccountPortfolios(account.id);
  const all = useQuery(portfoliosAdminApi.list());
  const { link, unlink, setDefault, setWrite } = usePortfolioLinks(account);
  const [adding, setAdding] = useState<string | null>(null);
  const linked = new Set((links.data ?? []).map((l) => l.id));
  const options = (all.data ?? []).filter((p) => !linked.has(p.id)).map((p) => ({ value: p.id, label: p.display_name ?? p.id }));
  return (
    <>
      <Group align="flex-end" mb="sm">
        <Select label={t('users.addPortfolio')} data={options} value={adding} onChange={setAdding} searchable w={280} nothingFoundMessage={t('portfolios.empty')} />
        <Button disabled={!adding} loading={link.isPending} onClick={() => adding && link.mutate({ portfolioId: adding, canWrite: false }, { onSuccess: () => setAdding(null) })}>
          {t('users.assign')}
        </Button>
      </Group>
      <QueryView query={links} isEmpty={(l) => l.length === 0} empty={t('users.noPortfolios')} errorText={t('loadFailed')} retryLabel={t('retry')}>
        {(rows) => (
          <Table aria-label={t('users.portfolios')} data-testid="user-portfolios">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('users.portfolio')}</Table.Th>
                <Table.Th>{t('users.write')}</Table.Th>
                <Table.Th>{t('users.default')}</Table.Th>
                <Table.Th>{t('column.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((p) => (
                <Table.Tr key={p.id} data-portfolio={p.id}>
                  <Table.Td><Text size="sm">{p.display_name ?? p.id}</Text></Table.Td>
                  <Table.Td>
                    <Switch checked={p.can_write} aria-label={t('users.writeOn', { name: p.display_name ?? p.id })} onChange={(e) => setWrite.mutate({ portfolioId: p.id, canWrite: e.currentTarget.checked })} />
                  </Table.Td>
                  <Table.Td>
                    <Radio checked={p.is_default} aria-label={t('users.defaultOn', { name: p.display_name ?? p.id })} onChange={() => setDefault.mutate(p.id)} />
                  </Table.Td>
                  <Table.Td>
                    <Button size="xs" variant="subtle" color="destructive" onClick={() => unlink.mutate(p.id)}>{t('details.unassign')}</Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryView>
    </>
  );
}
