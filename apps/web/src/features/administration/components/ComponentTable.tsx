import { Button, Card, Group, Table, Text, Title } from '@mantine/core';
import type { PlantViewComponent } from '@penstock/domain';
import { useTranslation } from 'react-i18next';
import { QueryView, SkeletonRows, type QueryLike } from '@/ui/QueryView';

export interface ComponentTableProps {
  title: string;
  testId: string;
  query: QueryLike<PlantViewComponent[]>;
  /** a change is being saved: the buttons wait */
  busy?: boolean;
  onAssign: (c: PlantViewComponent) => void;
  onUnassign: (c: PlantViewComponent) => void;
  onEdit: (c: PlantViewComponent) => void;
  onAssignAll: () => void;
  onUnassignAll: () => void;
}

/**
 * One table of Manage Plant View (Hydro Bodies or Control Units, spec 2 section 2): Component Id,
 * Display Name, External Id, Actions; Unassign All (disabled when nothing is assigned) and Assign
 * All (disabled when all are); unassign and edit on assigned rows, assign on the others.
 */
export function ComponentTable({
  title,
  testId,
  query,
  busy,
  onAssign,
  onUnassign,
  onEdit,
  onAssignAll,
  onUnassignAll,
}: ComponentTableProps) {
  const { t } = useTranslation('admin');
  const rows = query.data ?? [];
  const noneAssigned = !rows.some((c) => c.assigned);
  const allAssigned = rows.every((c) => c.assigned);
  return (
    <Card withBorder radius="md" p="md" data-testid={testId}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Group gap="xs">
          <Button size="xs" variant="default" disabled={!query.data || noneAssigned || busy} onClick={onUnassignAll}>
            {t('manage.unassignAll')}
          </Button>
          <Button size="xs" disabled={!query.data || allAssigned || busy} onClick={onAssignAll}>
            {t('manage.assignAll')}
          </Button>
        </Group>
      </Group>
      <QueryView
        query={query}
        pending={<SkeletonRows testId={`${testId}-loading`} />}
        errorText={t('manage.loadFailed')}
        retryLabel={t('retry')}
        isEmpty={(r) => r.length === 0}
        empty={t('manage.empty')}
        emptyTestId={`${testId}-empty`}
      >
        {(list) => (
          <Table aria-label={title} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('manage.componentId')}</Table.Th>
                <Table.Th>{t('manage.displayName')}</Table.Th>
                <Table.Th>{t('manage.externalId')}</Table.Th>
                <Table.Th>{t('column.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((c) => (
                <Table.Tr
                  key={c.internal_id}
                  data-component={c.internal_id}
                  data-assigned={c.assigned}
                  style={c.assigned ? undefined : { opacity: 0.6 }}
                >
                  <Table.Td>
                    <Text size="sm">{c.internal_id}</Text>
                    <Text size="xs" c="dimmed">
                      {t(`manage.type.${c.type}`)}
                      {c.assigned ? '' : ` · ${t('manage.notAssigned')}`}
                    </Text>
                  </Table.Td>
                  <Table.Td>{c.name}</Table.Td>
                  <Table.Td>{c.external_id}</Table.Td>
                  <Table.Td>
                    {c.assigned ? (
                      <Group gap={4} wrap="nowrap">
                        <Button
                          size="xs"
                          variant="subtle"
                          disabled={busy}
                          aria-label={t('manage.editOf', { name: c.name })}
                          onClick={() => onEdit(c)}
                        >
                          {t('manage.edit')}
                        </Button>
                        <Button
                          size="xs"
                          variant="subtle"
                          color="destructive"
                          disabled={busy}
                          aria-label={t('manage.unassignOf', { name: c.name })}
                          onClick={() => onUnassign(c)}
                        >
                          {t('manage.unassign')}
                        </Button>
                      </Group>
                    ) : (
                      <Button
                        size="xs"
                        variant="subtle"
                        disabled={busy}
                        aria-label={t('manage.assignOf', { name: c.name })}
                        onClick={() => onAssign(c)}
                      >
                        {t('manage.assign')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryView>
    </Card>
  );
}
