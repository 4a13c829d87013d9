import { Skeleton, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryView } from '@/ui/QueryView';
import { useAccountHistory } from '../api/accountsApi';
import { accountChanges } from '../utils/accountChanges';

/** The account's history, newest first: when, who, what (issue 27 item 7; times in the browser's zone). */
export function AccountHistory({ accountId }: { accountId: string }) {
  const { t, i18n } = useTranslation('admin');
  const history = useAccountHistory(accountId);
  const fmt = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const at = (ms: number) => fmt.format(ms);
  return (
    <QueryView
      query={history}
      pending={<Skeleton h={80} />}
      errorText={t('loadFailed')}
      retryLabel={t('retry')}
      empty={t('users.history.empty')}
    >
      {(entries) => (
        <Table verticalSpacing={4} fz="sm" data-testid="account-history">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('users.history.when')}</Table.Th>
              <Table.Th>{t('users.history.who')}</Table.Th>
              <Table.Th>{t('users.history.what')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((e) => (
              <Table.Tr key={e.version}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{at(e.changed_at)}</Table.Td>
                <Table.Td>{e.changed_by ?? '-'}</Table.Td>
                <Table.Td>{accountChanges(e, t, at).join('; ')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </QueryView>
  );
}
