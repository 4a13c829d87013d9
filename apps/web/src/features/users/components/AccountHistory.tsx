import { Skeleton } from '@mantine/core';
import type { HistoryEntry } from '@penstock/domain';
import { useTranslation } from 'react-i18next';
import { QueryView } from '@/ui/QueryView';
import { RowsTable } from '@/ui/RowsTable';
import { useAccountHistory } from '../api/accountsApi';
import { accountChanges } from '../utils/accountChanges';

/** The account's history, newest first: when, who, what (issue 27 item 7; times in the browser's zone). */
export function AccountHistory({ accountId }: { accountId: string }) {
  const { t, i18n } = useTranslation('admin');
  const history = useAccountHistory(accountId);
  const fmt = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const at = (ms: number) => fmt.format(ms);
  return (
    <QueryView query={history} pending={<Skeleton h={80} />} empty={t('users.history.empty')}>
      {(entries) => (
        <RowsTable<HistoryEntry>
          verticalSpacing={4}
          fz="sm"
          data-testid="account-history"
          rows={entries}
          rowKey={(e) => e.version}
          columns={[
            {
              key: 'when',
              header: t('users.history.when'),
              cell: (e) => at(e.changed_at),
              td: { style: { whiteSpace: 'nowrap' } },
            },
            { key: 'who', header: t('users.history.who'), cell: (e) => e.changed_by ?? '-' },
            { key: 'what', header: t('users.history.what'), cell: (e) => accountChanges(e, t, at).join('; ') },
          ]}
        />
      )}
    </QueryView>
  );
}
