import { ActionIcon, Alert, Button, Card, Group, List, NumberInput, SimpleGrid, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useMemo, useState, type ClipboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PERMISSION_TOOLTIPS, POINT_COLUMNS, pointTableSchema, pointWarnings, type PointTable, type PointTableKind } from '@penstock/domain';
import { endpoints } from '@/api/endpoints';
import { QueryView } from '@/ui/QueryView';
import { usePlantWrite, usePointTable, type PlantScope } from '../api/plantApi';
import { parsePastedPoints } from '../utils/parsePastedPoints';
import { PointChart } from './PointChart';

type Row = { x: number | null; y: number | null; head: number | null };
const toRows = (t: PointTable): Row[] => t.points.map((p) => ({ x: p.x, y: p.y, head: p.head ?? null }));

/** A point table of one component: edited cell by cell or pasted from a spreadsheet, with its chart and warnings per point; saved whole. */
export function PointTableEditor({ scope, kind, componentId, canWrite }: { scope: PlantScope; kind: PointTableKind; componentId: string; canWrite: boolean }) {
  const { t } = useTranslation('plants');
  const table = usePointTable(scope, kind, componentId);
  return (
    <QueryView query={table} errorText={t('static.loadFailed')} retryLabel={t('retry')}>
      {(saved) => <Editor key={`${componentId}-${saved.version}`} scope={scope} kind={kind} saved={saved} canWrite={canWrite} />}
    </QueryView>
  );
}

function Editor({ scope, kind, saved, canWrite }: { scope: PlantScope; kind: PointTableKind; saved: PointTable; canWrite: boolean }) {
  const { t } = useTranslation('plants');
  const [rows, setRows] = useState<Row[]>(() => toRows(saved));
  useEffect(() => setRows(toRows(saved)), [saved]);
  const withHead = POINT_COLUMNS[kind].extra === 'head';
  const complete = rows.filter((r) => r.x !== null && r.y !== null && Number.isFinite(r.x) && Number.isFinite(r.y));
  const points = complete.map((r) => ({ x: r.x!, y: r.y!, ...(withHead ? { head: r.head } : {}) }));
  const changed = JSON.stringify(points) !== JSON.stringify(saved.points.map((p) => ({ x: p.x, y: p.y, ...(withHead ? { head: p.head ?? null } : {}) })));
  // the server's warnings (with the unit's gross head) for the saved table; while editing, the same rules on the rows as entered
  const warnings = useMemo(() => (changed ? pointWarnings(kind, points, null) : saved.warnings), [changed, kind, points, saved.warnings]);
  const invalid = rows.length !== complete.length;
  const save = usePlantWrite<void, PointTable>(scope, {
    method: 'PUT',
    path: () => endpoints.plantAdmin.pointTable(scope.portfolioId, scope.plantViewId, kind, saved.component_id),
    body: () => ({ points, version: saved.version }),
    schema: pointTableSchema,
    toasts: { success: 'The data was added successfully', error: { title: 'Data could not be added', generic: 'The data could not be saved due to an error' } },
  });

  const set = (i: number, key: keyof Row, v: string | number) => setRows((rs) => rs.map((r, j) => (j === i ? { ...r, [key]: v === '' ? null : Number(v) } : r)));
  const onPaste = (e: ClipboardEvent<HTMLDivElement>) => {
    if (!canWrite) return;
    const text = e.clipboardData.getData('text/plain');
    if (!text.includes('\n') && !text.includes('\t')) return; // one value: the cell takes it
    e.preventDefault();
    const parsed = parsePastedPoints(text, withHead ? 3 : 2).map(([x, y, head]) => ({ x: x ?? null, y: y ?? null, head: head === undefined || Number.isNaN(head) ? null : head }));
    setRows(parsed);
  };

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <Card withBorder onPaste={onPaste} data-testid="point-table">
        <Stack gap="sm">
          <Title order={4} size="h5">{t(`static.title.${kind}`)}</Title>
          <Text size="xs" c="dimmed">{t('static.pasteHint')}</Text>
          <Table fz="sm" aria-label={t(`static.title.${kind}`)}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>{t(`static.x.${kind}`)}</Table.Th>
                <Table.Th>{t(`static.y.${kind}`)}</Table.Th>
                {withHead && <Table.Th>{t('static.head')}</Table.Th>}
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 && <Table.Tr><Table.Td colSpan={5} c="dimmed">{t('static.noPoints')}</Table.Td></Table.Tr>}
              {rows.map((r, i) => {
                const warning = warnings.filter((w) => w.index === complete.indexOf(r) && complete.includes(r));
                return (
                  <Table.Tr key={i} bg={warning.length ? 'var(--mantine-color-yellow-light)' : undefined} data-row={i}>
                    <Table.Td>{i + 1}</Table.Td>
                    {(['x', 'y', ...(withHead ? ['head'] : [])] as (keyof Row)[]).map((key) => (
                      <Table.Td key={key}>
                        <NumberInput size="xs" hideControls value={r[key] ?? ''} onChange={(v) => set(i, key, v)} disabled={!canWrite} error={key !== 'head' && (r[key] === null || !Number.isFinite(r[key]!))} aria-label={`${key} ${i + 1}`} />
                      </Table.Td>
                    ))}
                    <Table.Td>
                      <ActionIcon variant="subtle" color="red" disabled={!canWrite} aria-label={`${t('static.removeRow')} ${i + 1}`} onClick={() => setRows((rs) => rs.filter((_, j) => j !== i))}><IconTrash size={14} /></ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
          <Group justify="space-between">
            <Group gap="xs">
              <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} disabled={!canWrite} onClick={() => setRows((rs) => [...rs, { x: null, y: null, head: null }])}>{t('static.addRow')}</Button>
              <Button size="xs" variant="subtle" disabled={!canWrite || !changed} onClick={() => setRows(toRows(saved))}>{t('static.reset')}</Button>
            </Group>
            <Tooltip label={!canWrite ? PERMISSION_TOOLTIPS.save : PERMISSION_TOOLTIPS.unchanged} disabled={canWrite && changed}>
              <Button size="xs" disabled={!canWrite || !changed || invalid} loading={save.isPending} onClick={() => save.mutate()} data-testid="save-points">{t('static.save')}</Button>
            </Tooltip>
          </Group>
        </Stack>
      </Card>
      <Stack gap="sm">
        <PointChart points={points} warnings={warnings.map((w) => w.index)} label={t('static.chart')} xLabel={t(`static.x.${kind}`)} yLabel={t(`static.y.${kind}`)} />
        {warnings.length > 0 && (
          <Alert color="yellow" variant="light" title={t('static.warnings')} data-testid="point-warnings">
            <List size="sm">{warnings.map((w) => <List.Item key={`${w.index}-${w.message}`}>{`#${w.index + 1}: ${w.message}`}</List.Item>)}</List>
          </Alert>
        )}
      </Stack>
    </SimpleGrid>
  );
}
