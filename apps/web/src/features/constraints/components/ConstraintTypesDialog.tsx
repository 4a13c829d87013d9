import { Badge, ScrollArea, SegmentedControl, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { Dialog } from '@/ui/Dialog';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSTRAINT_DIALOG_KINDS, countTypesByKind, isReserveType, type ConstraintType } from '@penstock/domain';
import { failureTexts, QueryView, type QueryLike } from '@/ui/QueryView';
import { RowsTable } from '@/ui/RowsTable';
import { TwoLineCell } from '@/ui/TwoLineCell';
import { displayUnit } from '@/features/series/utils/formatValue';

type Kind = (typeof CONSTRAINT_DIALOG_KINDS)[number] | 'all';

/** The dialog's rows: reserve types hidden (spec 2 section 5), the kind and the search (type name or display name) applied. */
export function filterTypes(types: readonly ConstraintType[], kind: Kind, search: string): ConstraintType[] {
  const q = search.trim().toLowerCase();
  return types.filter(
    (x) =>
      !isReserveType(x) &&
      (kind === 'all' || x.constrainable_type === kind) &&
      (!q || x.display_name.toLowerCase().includes(q) || x.name.toLowerCase().includes(q)),
  );
}

/**
 * Constraint Types (spec 2 sections 2 and 9): the catalogue with a search by type, a component-type
 * filter carrying the count of types of each of the five component kinds, and per type its unit,
 * section, description and what the optimiser does with it.
 */
export function ConstraintTypesDialog({
  opened,
  onClose,
  types,
}: {
  opened: boolean;
  onClose: () => void;
  types: QueryLike<readonly ConstraintType[]>;
}) {
  const { t } = useTranslation('constraints');
  const [kind, setKind] = useState<Kind>('all');
  const [search, setSearch] = useState('');
  const counts = useMemo(() => countTypesByKind(types.data ?? []), [types.data]);
  return (
    <Dialog opened={opened} onClose={onClose} title={t('types.title')} size="80rem" closeLabel={t('help.close')}>
      <Stack gap="sm">
        <TextInput
          aria-label={t('types.search')}
          placeholder={t('types.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        <SegmentedControl
          aria-label={t('types.kind')}
          value={kind}
          onChange={(v) => setKind(v as Kind)}
          data={[
            { value: 'all', label: t('types.all') },
            ...CONSTRAINT_DIALOG_KINDS.map((k) => ({ value: k, label: `${t(`tabs.${k}`)} (${counts[k]})` })),
          ]}
        />
        <QueryView query={types} pending={<Skeleton h={200} />} {...failureTexts(t, 'types.loadFailed')}>
          {(list) => {
            const rows = filterTypes(list, kind, search);
            if (!rows.length)
              return (
                <Text c="dimmed" data-testid="types-empty">
                  {t('types.empty')}
                </Text>
              );
            return (
              <ScrollArea.Autosize mah="60vh">
                <RowsTable
                  verticalSpacing={6}
                  fz="sm"
                  data-testid="types-table"
                  rows={rows}
                  rowKey={(x) => x.name}
                  rowProps={(x) => ({ 'data-type': x.name })}
                  columns={[
                    {
                      key: 'name',
                      header: t('types.name'),
                      cell: (x) => <TwoLineCell main={x.display_name} sub={x.name} fw={500} />,
                    },
                    { key: 'component', header: t('types.component'), cell: (x) => t(`kind.${x.constrainable_type}`) },
                    {
                      key: 'unit',
                      header: t('types.unit'),
                      cell: (x) => (x.unit_kind === 'ratio' ? '%' : displayUnit(x.unit)),
                    },
                    {
                      key: 'section',
                      header: t('types.section'),
                      cell: (x) => (
                        <Badge variant="light" size="sm">
                          {x.section}
                        </Badge>
                      ),
                    },
                    { key: 'description', header: t('types.description'), cell: (x) => x.description },
                    { key: 'optimizer', header: t('types.optimizer'), cell: (x) => x.optimizer_usage },
                  ]}
                />
              </ScrollArea.Autosize>
            );
          }}
        </QueryView>
      </Stack>
    </Dialog>
  );
}
