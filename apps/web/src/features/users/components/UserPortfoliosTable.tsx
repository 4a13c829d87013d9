import { Button, Radio, Switch, Table, Text } from '@mantine/core';
import type { AccountPortfolio } from '@penstock/domain';
import { useTranslation } from 'react-i18next';

export interface PortfolioLinkActions {
  onWrite: (portfolioId: string, canWrite: boolean) => void;
  onDefault: (portfolioId: string) => void;
  onUnassign: (portfolioId: string) => void;
}

/** A user's portfolio links: write permission, the default (one), unassign. */
export function UserPortfoliosTable({
  rows,
  busy,
  onWrite,
  onDefault,
  onUnassign,
}: { rows: AccountPortfolio[]; busy?: boolean } & PortfolioLinkActions) {
  const { t } = useTranslation('admin');
  return (
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
        {rows.map((p) => {
          const name = p.display_name ?? p.id;
          return (
            <Table.Tr key={p.id} data-portfolio={p.id}>
              <Table.Td>
                <Text size="sm">{name}</Text>
              </Table.Td>
              <Table.Td>
                <Switch
                  checked={p.can_write}
                  disabled={busy}
                  aria-label={t('users.writeOn', { name })}
                  onChange={(e) => onWrite(p.id, e.currentTarget.checked)}
                />
              </Table.Td>
              <Table.Td>
                <Radio
                  checked={p.is_default}
                  disabled={busy}
                  aria-label={t('users.defaultOn', { name })}
                  onChange={() => onDefault(p.id)}
                />
              </Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="subtle"
                  color="destructive"
                  disabled={busy}
                  aria-label={t('users.unassignFrom', { name })}
                  onClick={() => onUnassign(p.id)}
                >
                  {t('details.unassign')}
                </Button>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
