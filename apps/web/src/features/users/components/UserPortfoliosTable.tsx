import { Button, Radio, Switch, Text } from '@mantine/core';
import type { AccountPortfolio } from '@penstock/domain';
import { useTranslation } from 'react-i18next';
import { RowsTable } from '@/ui/RowsTable';

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
  const name = (p: AccountPortfolio) => p.display_name ?? p.id;
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
              disabled={busy}
              aria-label={t('users.writeOn', { name: name(p) })}
              onChange={(e) => onWrite(p.id, e.currentTarget.checked)}
            />
          ),
        },
        {
          key: 'default',
          header: t('users.default'),
          cell: (p) => (
            <Radio
              checked={p.is_default}
              disabled={busy}
              aria-label={t('users.defaultOn', { name: name(p) })}
              onChange={() => onDefault(p.id)}
            />
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
              disabled={busy}
              aria-label={t('users.unassignFrom', { name: name(p) })}
              onClick={() => onUnassign(p.id)}
            >
              {t('details.unassign')}
            </Button>
          ),
        },
      ]}
    />
  );
}
