import { useRouterState } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { formatDataRange, parseDataRange, type DataRange } from '@penstock/domain';
import { defaultRange } from '../utils/rangePresets';
import { todayIn, type PlainDate } from '../utils/rangeDates';
import { useSearchPatch } from './useSearchPatch';

export interface RangeParam {
  /** The range on screen: the URL's when valid, else the default. */
  range: DataRange;
  /** The `range` text in the URL that did not parse (shown in the message), else null. */
  invalidValue: string | null;
  /** True when no valid range is in the URL and the default is shown. */
  isDefault: boolean;
  today: PlainDate;
  setRange: (range: DataRange) => void;
}

/**
 * The `range` query value in the domain grammar. The route's search schema drops invalid values
 * silently, so this reads the raw value to tell "absent" from "invalid" and say so on screen.
 */
export function useRangeParam(timezone: string): RangeParam {
  const raw = useRouterState({ select: (s) => (s.location.search as Record<string, unknown>).range });
  const patch = useSearchPatch();
  const todayText = todayIn(timezone).toString();
  const parsed = useMemo(() => (typeof raw === 'string' ? parseDataRange(raw) : null), [raw]);
  const today = useMemo(() => todayIn(timezone), [todayText, timezone]); // eslint-disable-line react-hooks/exhaustive-deps
  const fallback = useMemo(() => defaultRange(today), [today]);
  const setRange = useCallback((r: DataRange) => patch({ range: formatDataRange(r) }), [patch]);
  return {
    range: parsed ?? fallback,
    invalidValue: raw !== undefined && raw !== null && parsed === null ? String(raw) : null,
    isDefault: parsed === null,
    today,
    setRange,
  };
}
