import { Badge, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localClock, type BidVersionSummary, type MarketTimeUnit } from '@penstock/domain';
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
  const diff = a.data && b.data ? curveDiff(a.data.curves, b.data.curves) : null;
  if (!props.versions.length)
    return (
      <Text c="dimmed" size="sm" data-testid="no-versions">
        {t('versions.none')}
      </Text>
    );
  return (
    <Stack gap="md">
      <Table striped withTableBorder data-testid="bid-versions" aria-label={t('versions.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('versions.number')}</Table.Th>
            <Table.Th>{t('versions.source')}</Table.Th>
            <Table.Th>{t('versions.by')}</Table.Th>
            <Table.Th>{t('versions.at')}</Table.Th>
            <Table.Th>{t('versions.check')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.versions.map((v) => (
            <Table.Tr key={v.id}>
              <Table.Td>{v.number}</Table.Td>
              <Table.Td>{t(`versions.${v.source}`)}</Table.Td>
              <Table.Td>{v.createdBy}</Table.Td>
              <Table.Td>{fmt(v.createdAt)}</Table.Td>
              <Table.Td>
                <Badge color={v.valid ? 'positive' : 'destructive'} variant="light">
                  {t(v.valid ? 'versions.valid' : 'versions.invalid')}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {props.versions.length > 1 && (
        <Stack gap="xs" data-testid="bid-diff">
          <Group gap="sm" align="end">
            <Select
              label={t('versions.compare')}
              data={options}
              value={from}
              onChange={setFrom}
              w={160}
              allowDeselect={false}
            />
            <Select
              label={t('versions.with')}
              data={options}
              value={to}
              onChange={setTo}
              w={160}
              allowDeselect={false}
            />
          </Group>
          {diff &&
            (diff.length === 0 ? (
              <Text size="sm">{t('versions.same')}</Text>
            ) : (
              <Table withTableBorder>
                <Table.Tbody>
                  {diff.slice(0, SHOWN_CHANGES).map((c) => (
                    <Table.Tr key={c.unit}>
                      <Table.Td>{localClock(props.units[c.unit]?.start ?? 0, props.zone)}</Table.Td>
                      <Table.Td>
                        {[
                          c.changed.length
                            ? t('versions.changed', {
                                points: c.changed.map((x) => `${x.price}: ${x.from} → ${x.to} MW`).join(', '),
                              })
                            : '',
                          c.added.length ? t('versions.added', { points: pts(c.added) }) : '',
                          c.removed.length ? t('versions.removed', { points: pts(c.removed) }) : '',
                        ]
                          .filter(Boolean)
                          .join('; ')}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
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
