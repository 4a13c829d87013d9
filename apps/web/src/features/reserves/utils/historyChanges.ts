import type { HistoryEntry } from '@penstock/domain';
import { changeSummary } from '@/ui/changeSummary';
import { toPercent } from './reserveForm';

/** Bookkeeping columns a change list leaves out (who and when have their own columns). */
const HIDDEN = new Set([
  'id',
  'version',
  'plant_view_id',
  'physical_plant_id',
  'created_by',
  'updated_by',
  'updated_at',
  'created_at',
  'grid_reserve_type',
]);

type Value = string | number | boolean | null | undefined;

/**
 * The fields one history entry changed, each as 'label: from X to Y' (spec 1 section 4's change
 * summary): times in the plant's zone, the activation factor in percent, ids out. `label` names a
 * field in the screen's words; `time` formats an instant (epoch ms or an ISO text from the database).
 */
export function historyChanges(
  entry: HistoryEntry,
  label: (field: string) => string,
  time: (ms: number) => string,
): string[] {
  const format = (field: string) => (v: Value) => {
    if ((field.endsWith('_ts') || field.endsWith('_at')) && (typeof v === 'number' || typeof v === 'string')) {
      const ms = typeof v === 'number' ? v : Date.parse(v);
      if (Number.isFinite(ms)) return time(ms);
    }
    if (field === 'activation_factor' && typeof v === 'number') return `${toPercent(v)} %`;
    return String(v);
  };
  return Object.entries(entry.changes)
    .filter(([field, c]) => !HIDDEN.has(field) && !(isBlank(c.from) && isBlank(c.to)))
    .map(([field, c]) => `${label(field)}: ${changeSummary(c.from as Value, c.to as Value, format(field))}`);
}

const isBlank = (v: unknown) => v === null || v === undefined || v === '';
