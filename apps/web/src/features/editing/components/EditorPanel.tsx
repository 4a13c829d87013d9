import { Alert, Stack } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OverrideConflict, PlantView } from '@penstock/domain';
import { DataTable } from '@/features/dataTable/components/DataTable';
import { ExportMenu } from '@/features/export/components/ExportMenu';
import { displayUnit } from '@/features/series/utils/formatValue';
import {
  canRedo,
  canUndo,
  createHistory,
  currentEdits,
  discard,
  hasInvalid,
  redo,
  undo,
  type EditHistory,
} from '@/features/dataTable/utils/editHistory';
import type { CockpitScope } from '@/features/cockpit/utils/cockpitScope';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { DayAheadWarningDialog } from '@/ui/DayAheadWarningDialog';
import { useUnsavedChangesGuard } from '@/ui/useUnsavedChangesGuard';
import { useEditorModel } from '../hooks/useEditorModel';
import { useEditorTable } from '../hooks/useEditorTable';
import { useEditRights } from '../hooks/useEditRights';
import { useSaveFlow } from '../hooks/useSaveFlow';
import { changeList } from '../utils/changeList';
import { conflictCells } from '../utils/conflictCells';
import type { RefusedCell } from '../utils/refusedCells';
import type { EditModeSpec } from '../utils/editModes';
import type { EditorColumn } from '../utils/editorTable';
import { ConflictAlert } from './ConflictAlert';
import { RefusedAlert } from './RefusedAlert';
import { EditorChart } from './EditorChart';
import { EditorToolbar } from './EditorToolbar';
import { SaveChangesDialog } from './SaveChangesDialog';
import { UploadButton } from './UploadButton';

/** The edit table of one mode with its history, save and discard flows and the leave guard. */
export function EditorPanel({
  scope,
  spec,
  plant,
}: {
  scope: CockpitScope;
  spec: EditModeSpec;
  plant: PlantView | undefined;
}) {
  const { t, i18n } = useTranslation('editing');
  const data = useEditorTable(scope, spec);
  const rights = useEditRights(scope.portfolioId, plant, spec.kind);
  const [history, setHistory] = useState<EditHistory>(createHistory);
  const [conflicts, setConflicts] = useState<OverrideConflict['conflicts']>([]);
  const [refused, setRefused] = useState<RefusedCell[]>([]);
  const [discarding, setDiscarding] = useState(false);
  const titleOf = useCallback(
    (c: EditorColumn) => `${c.componentName} · ${t(`kind.${c.kind}`)} (${displayUnit(c.unit)})`,
    [t],
  );
  const { model, timeLabel } = useEditorModel({
    table: data.table,
    timezone: scope.timezone,
    locale: i18n.language,
    denial: rights.denial,
    userEmail: rights.userEmail,
    titleOf,
  });
  const dirty = currentEdits(history).size > 0;
  const invalid = hasInvalid(history);
  const changes = useMemo(() => changeList(history, data.table), [history, data.table]);
  // Conflicting and refused cells are both marked in the table.
  const conflictKeys = useMemo(
    () => conflictCells([...conflicts, ...refused.map((r) => r.cell)], data.table),
    [conflicts, refused, data.table],
  );
  const names = useMemo(() => new Map(data.table.columns.map((c) => [c.componentId, c.componentName])), [data.table]);
  const guard = useUnsavedChangesGuard(dirty);
  const flow = useSaveFlow({
    portfolioId: scope.portfolioId,
    plantViewId: scope.plantViewId,
    kind: spec.kind,
    cells: () => changes.cells,
    onSaved: () => {
      setHistory(createHistory());
      setConflicts([]);
      setRefused([]);
    },
    onRefused: setRefused,
    onConflict: (c) => {
      setConflicts(c);
      // Show what is stored now; the edits stay, so saving again overwrites knowingly.
      void data.refetch();
    },
  });

  return (
    <Stack gap="sm" data-testid="editor-panel" data-dirty={dirty}>
      {guard}
      <EditorToolbar
        canWrite={rights.canWrite}
        dirty={dirty}
        invalid={invalid}
        canUndo={canUndo(history)}
        canRedo={canRedo(history)}
        saving={flow.step === 'saving' || flow.step === 'savingDayAhead'}
        onUndo={() => setHistory(undo)}
        onRedo={() => setHistory(redo)}
        onDiscard={() => setDiscarding(true)}
        onSave={flow.open}
      >
        <UploadButton
          portfolioId={scope.portfolioId}
          plantViewId={scope.plantViewId}
          base={spec.base}
          kind={spec.kind}
          allowed={!!plant && rights.plant.uploadHistorical}
          timeLabel={timeLabel}
          onUploaded={() => void data.refetch()}
        />
        {/* The table as saved (stored values and overrides), not the unsaved edits. */}
        <ExportMenu
          fileName={`${scope.plantViewId} ${t(`modes.${spec.mode}`)}`}
          disabled={!data.table.rowTs.length}
          tables={(lib) => [
            {
              name: t(`modes.${spec.mode}`),
              columns: [...lib.timeColumns(scope.timezone), ...data.table.columns.map(titleOf)],
              rows: data.table.rowTs.map((ts, i) => [
                ...lib.timeCells(ts, scope.timezone),
                ...data.table.values.map((column) => column[i]),
              ]),
            },
          ]}
        />
      </EditorToolbar>
      {!rights.canWrite && (
        <Alert color="info" variant="light" data-testid="read-only-note">
          {t('readOnly')}
        </Alert>
      )}
      <ConflictAlert conflicts={conflicts} names={names} timeLabel={timeLabel} />
      <RefusedAlert refused={refused} timeLabel={timeLabel} />
      <DataTable
        label={t(`modes.${spec.mode}`)}
        model={model}
        status={data.status}
        onRetry={() => void data.refetch()}
        history={history}
        onHistoryChange={setHistory}
        conflicts={conflictKeys}
        height={560}
      />
      <EditorChart
        frames={data.editedFrames}
        timezone={scope.timezone}
        window={{ startTs: data.startTs, endTs: data.endTs }}
        status={data.status}
      />
      <SaveChangesDialog
        opened={flow.step === 'confirm' || flow.step === 'checking' || flow.step === 'saving'}
        lines={changes.lines}
        timeLabel={timeLabel}
        loading={flow.step === 'checking' || flow.step === 'saving'}
        onConfirm={flow.confirm}
        onCancel={flow.cancel}
      />
      <DayAheadWarningDialog
        opened={flow.step === 'dayAhead' || flow.step === 'savingDayAhead'}
        loading={flow.step === 'savingDayAhead'}
        onConfirm={flow.confirmDayAhead}
        onCancel={flow.cancel}
      />
      <ConfirmDialog
        opened={discarding}
        title={t('discard.title')}
        message={t('discard.question')}
        confirmLabel={t('discard.confirm')}
        cancelLabel={t('cancel')}
        destructive
        onConfirm={() => {
          setHistory(discard);
          setConflicts([]);
          setRefused([]);
          setDiscarding(false);
        }}
        onCancel={() => setDiscarding(false)}
      />
    </Stack>
  );
}
