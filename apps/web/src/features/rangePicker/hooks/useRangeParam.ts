import { useRouterState } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { formatDataRange, parseDataRange, type DataRange } from '@penstock/domain';
import { documentRangeFor, forgetDocumentRange } from '../utils/documentRange';
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
 * silently (and the router rewrites the address), so an invalid value is recovered from the raw
 * search or the loaded document's URL, to say so on screen while the default is shown.
 */
export function useRangeParam(timezone: string): RangeParam {
  const raw = useRouterState({ select: (s) => (s.location.search as Record<string, unknown>).range });
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const patch = useSearchPatch();
  const todayText = todayIn(timezone).toString();
  const parsed = useMemo(() => (typeof raw === 'string' ? parseDataRange(raw) : null), [raw]);
  const today = useMemo(() => todayIn(timezone), [todayText, timezone]); // eslint-disable-line react-hooks/exhaustive-deps
  const fallback = useMemo(() => defaultRange(today), [today]);
  const setRange = useCallback(
    (r: DataRange) => {
      forgetDocumentRange();
      patch({ range: formatDataRange(r) });
    },
    [patch],
  );
  const bad = raw !== undefined && raw !== null ? (parsed === null ? String(raw) : null) : documentRangeFor(pathname);
  return {
    range: parsed ?? fallback,
    invalidValue: bad !== null && parseDataRange(bad) === null ? bad : null,
    isDefault: parsed === null,
    today,
    setRange,
  };
}
