import { Button, Group, Select } from '@mantine/core';
import { sortPortfolios, type Account } from '@penstock/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { portfoliosAdminApi } from '@/features/administration/api/portfoliosAdminApi';
import { QueryView } from '@/ui/QueryView';
import { useAccountPortfolios, usePortfolioLinks } from '../api/accountsApi';
import { UserPortfoliosTable } from './UserPortfoliosTable';

/** A user's portfolios: write permission, the default, remove; add another (read-only at first). */
export function UserPortfolios({ account }: { account: Account }) {
  const { t } = useTranslation('admin');
  const links = useAccountPortfolios(account.id);
  const all = useQuery(portfoliosAdminApi.list());
  const { link, unlink, setDefault, setWrite } = usePortfolioLinks(account);
  const [adding, setAdding] = useState<string | null>(null);
  const linked = new Set((links.data ?? []).map((l) => l.id));
  // one order everywhere: by name, case-insensitively, unnamed last (sortPortfolios)
  const options = sortPortfolios((all.data ?? []).filter((p) => !linked.has(p.id))).map((p) => ({
    value: p.id,
    label: p.display_name ?? p.id,
  }));
  const busy = unlink.isPending || setDefault.isPending || setWrite.isPending;
  return (
    <>
      <Group align="flex-end" mb="sm">
        <Select
          label={t('users.addPortfolio')}
          data={options}
          value={adding}
          onChange={setAdding}
          searchable
          w={280}
          nothingFoundMessage={t('portfolios.empty')}
        />
        <Button
          disabled={!adding}
          loading={link.isPending}
          onClick={() =>
            adding && link.mutate({ portfolioId: adding, canWrite: false }, { onSuccess: () => setAdding(null) })
          }
        >
          {t('users.assign')}
        </Button>
      </Group>
      <QueryView query={links} empty={t('users.noPortfolios')}>
        {(rows) => (
          <UserPortfoliosTable
            rows={rows}
            busy={busy}
            onWrite={(portfolioId, canWrite) => setWrite.mutate({ portfolioId, canWrite })}
            onDefault={(portfolioId) => setDefault.mutate(portfolioId)}
            onUnassign={(portfolioId) => unlink.mutate(portfolioId)}
          />
        )}
      </QueryView>
    </>
  );
}
