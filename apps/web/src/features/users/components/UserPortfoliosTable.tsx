import { Button, Radio, Switch, Text } from '@mantine/core';
import type { AccountPortfolio } from '@penstock/domain';
import { useTranslation } from 'react-i18next';
import { RowsTable } from '@/ui/RowsTable';

export interface PortfolioLinkActions {
  onWrite: (portfolioId: string, canWrite: boolean) => void;
  onDefault: (portfolioId: string) => void;
  onUnassign: (portfolioId: string) => void;
}

type TableProps = { rows: AccountPortfolio[]; busy?: boolean } & PortfolioLinkActions;

/** A user's portfolio links: write permission, the default (one), unassign. */
export function UserPortfoliosTable({ rows, busy, ...on }: TableProps) {
  const { t } = useTranslation('admin');
  const name = (p: AccountPortfolio) => p.display_name ?? p.id;
  // each control of a row waits while a change is sent and is named after the row's portfolio
  const control = (label: string, p: AccountPortfolio) => ({
    disabled: busy,
    'aria-label': t(label, { name: name(p) }),
  });
  return (
    <RowsTable
      aria-label={t('users.portfolios')}
      data-testid="user-portfolios"
      rows={rows}
      rowKey={(p) => p.id}
      rowProps={(p) => ({ 'data-portfolio': p.id })}
      columns={[
        { key: 'portfolio', header: t('users.portfolio'), cell: (p) => <Text size="sm">{name(p)}</Text> },
        {
          key: 'write',
          header: t('users.write'),
          cell: (p) => (
            <Switch
              checked={p.can_write}
              {...control('users.writeOn', p)}
              onChange={(e) => on.onWrite(p.id, e.currentTarget.checked)}
            />
          ),
        },
        {
          key: 'default',
          header: t('users.default'),
          cell: (p) => (
            <Radio checked={p.is_default} {...control('users.defaultOn', p)} onChange={() => on.onDefault(p.id)} />
          ),
        },
        {
          key: 'actions',
          header: t('column.actions'),
          cell: (p) => (
            <Button
              size="xs"
              variant="subtle"
              color="destructive"
              {...control('users.unassignFrom', p)}
              onClick={() => on.onUnassign(p.id)}
            >
              {t('details.unassign')}
            </Button>
          ),
        },
      ]}
    />
  );
}
