import { Button, Card, Group, Title } from '@mantine/core';
import type { PlantViewComponent } from '@penstock/domain';
import { useTranslation } from 'react-i18next';
import { failureTexts, QueryView, SkeletonRows, type QueryLike } from '@/ui/QueryView';
import { RowsTable } from '@/ui/RowsTable';
import { TwoLineCell } from '@/ui/TwoLineCell';

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
  // one subtle button a row action (edit, unassign, assign), named after the component for screen readers
  const rowButton = (action: 'edit' | 'unassign' | 'assign', c: PlantViewComponent, onClick: typeof onEdit) => (
    <Button
      size="xs"
      variant="subtle"
      color={action === 'unassign' ? 'destructive' : undefined}
      disabled={busy}
      aria-label={t(`manage.${action}Of`, { name: c.name })}
      onClick={() => onClick(c)}
    >
      {t(`manage.${action}`)}
    </Button>
  );
  const actions = (c: PlantViewComponent) =>
    c.assigned ? (
      <Group gap={4} wrap="nowrap">
        {rowButton('edit', c, onEdit)}
        {rowButton('unassign', c, onUnassign)}
      </Group>
    ) : (
      rowButton('assign', c, onAssign)
    );
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
        {...failureTexts(t, 'manage.loadFailed')}
        isEmpty={(r) => r.length === 0}
        empty={t('manage.empty')}
        emptyTestId={`${testId}-empty`}
      >
        {(list) => (
          <RowsTable
            aria-label={title}
            verticalSpacing="xs"
            rows={list}
            rowKey={(c) => c.internal_id}
            rowProps={(c) => ({
              'data-component': c.internal_id,
              'data-assigned': c.assigned,
              style: c.assigned ? undefined : { opacity: 0.6 },
            })}
            columns={[
              {
                key: 'id',
                header: t('manage.componentId'),
                cell: (c) => (
                  <TwoLineCell
                    main={c.internal_id}
                    sub={`${t(`manage.type.${c.type}`)}${c.assigned ? '' : ` · ${t('manage.notAssigned')}`}`}
                  />
                ),
              },
              { key: 'name', header: t('manage.displayName'), cell: (c) => c.name },
              { key: 'externalId', header: t('manage.externalId'), cell: (c) => c.external_id },
              { key: 'actions', header: t('column.actions'), cell: actions },
            ]}
          />
        )}
      </QueryView>
    </Card>
  );
}
