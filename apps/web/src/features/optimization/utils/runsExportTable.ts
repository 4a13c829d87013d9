import type { TFunction } from 'i18next';
import type { OptimizationRun } from '@penstock/domain';
import type { ExportLib } from '@/features/export/components/ExportMenu';

/** The runs list as a download: the headers carry their unit already ('Objective (EUR)'), with the value of water left. */
/** `currency`: the plant's (ISO 4217), named in the money headers. */
export function runsExportTable(
  runs: readonly OptimizationRun[],
  timezone: string,
  currency: string,
  t: TFunction,
  lib: ExportLib,
) {
  return {
    name: t('runsLabel'),
    columns: [
      ...lib.timeColumns(timezone),
      t('column.status'),
      t('column.objective', { currency }),
      t('column.waterLeft', { currency }),
      `${t('column.duration')} (s)`,
      t('column.startedBy'),
    ],
    rows: runs.map((run) => [
      ...lib.timeCells(run.created_at, timezone),
      run.status,
      run.objective,
      run.summary?.terminal_value_eur ?? null,
      run.duration_ms === null ? null : run.duration_ms / 1000,
      run.started_by,
    ]),
  };
}
