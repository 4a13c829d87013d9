import { Badge, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localClock, type BidVersionSummary, type MarketTimeUnit } from '@penstock/domain';
import { RowsTable } from '@/ui/RowsTable';
import { useBidVersion, type BidScope } from '../api/bidsApi';
import { curveDiff } from '../utils/curveDiff';

const SHOWN_CHANGES = 24;
const pts = (ps: { price: number; volume: number }[]) => ps.map((p) => `${p.price} → ${p.volume} MW`).join(', ');

/** The bid's versions (who, when, generated or edited, valid) and the difference between two of them. */
export function BidVersions(props: {
  scope: BidScope;
  versions: readonly BidVersionSummary[];
  units: readonly MarketTimeUnit[];
  zone: string;
}) {
  const { t, i18n } = useTranslation('bids');
  const [from, setFrom] = useState<string | null>(props.versions[1]?.id ?? null);
  const [to, setTo] = useState<string | null>(props.versions[0]?.id ?? null);
  const a = useBidVersion(props.scope, from);
  const b = useBidVersion(props.scope, to);
  const fmt = (ms: number) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone: props.zone }).format(
      ms,
    );
  const options = props.versions.map((v) => ({ value: v.id, label: t('versions.option', { number: v.number }) }));
  const versionSelect = (label: string, value: string | null, onChange: (id: string | null) => void) => (
    <Select label={label} data={options} value={value} onChange={onChange} w={160} allowDeselect={false} />
  );
  const diff = a.data && b.data ? curveDiff(a.data.curves, b.data.curves) : null;
  if (!props.versions.length)
    return (
      <Text c="dimmed" size="sm" data-testid="no-versions">
        {t('versions.none')}
      </Text>
    );
  return (
    <Stack gap="md">
      <RowsTable
        striped
        withTableBorder
        data-testid="bid-versions"
        aria-label={t('versions.title')}
        rows={props.versions}
        rowKey={(v) => v.id}
        columns={[
          { key: 'number', header: t('versions.number'), cell: (v) => v.number },
          { key: 'source', header: t('versions.source'), cell: (v) => t(`versions.${v.source}`) },
          { key: 'by', header: t('versions.by'), cell: (v) => v.createdBy },
          { key: 'at', header: t('versions.at'), cell: (v) => fmt(v.createdAt) },
          {
            key: 'check',
            header: t('versions.check'),
            cell: (v) => (
              <Badge color={v.valid ? 'positive' : 'destructive'} variant="light">
                {t(v.valid ? 'versions.valid' : 'versions.invalid')}
              </Badge>
            ),
          },
        ]}
      />
      {props.versions.length > 1 && (
        <Stack gap="xs" data-testid="bid-diff">
          <Group gap="sm" align="end">
            {versionSelect(t('versions.compare'), from, setFrom)}
            {versionSelect(t('versions.with'), to, setTo)}
          </Group>
          {diff &&
            (diff.length === 0 ? (
              <Text size="sm">{t('versions.same')}</Text>
            ) : (
              <RowsTable
                withTableBorder
                rows={diff.slice(0, SHOWN_CHANGES)}
                rowKey={(c) => c.unit}
                columns={[
                  { key: 'unit', cell: (c) => localClock(props.units[c.unit]?.start ?? 0, props.zone) },
                  {
                    key: 'change',
                    cell: (c) =>
                      [
                        c.changed.length
                          ? t('versions.changed', {
                              points: c.changed.map((x) => `${x.price}: ${x.from} → ${x.to} MW`).join(', '),
                            })
                          : '',
                        c.added.length ? t('versions.added', { points: pts(c.added) }) : '',
                        c.removed.length ? t('versions.removed', { points: pts(c.removed) }) : '',
                      ]
                        .filter(Boolean)
                        .join('; '),
                  },
                ]}
              />
            ))}
          {diff && diff.length > SHOWN_CHANGES && (
            <Text size="xs" c="dimmed">
              {t('versions.moreChanges', { count: diff.length - SHOWN_CHANGES })}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
