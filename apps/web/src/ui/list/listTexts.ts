import type { ListScreenProps } from './ListScreen';

type ListTexts = ListScreenProps<unknown>['texts'];

/**
 * A list screen's texts from the feature's namespace, which holds them under the same keys
 * (`tableLabel`, `search`, `loadFailed`, `retry`, `empty`, `noMatch`, `filter.all`, `filter.none`);
 * `own` replaces any of them (e.g. the table and empty texts of one of several lists).
 */
export function listTexts(t: (key: string) => string, own: Partial<ListTexts> = {}): ListTexts {
  return {
    table: t('tableLabel'),
    search: t('search'),
    loadFailed: t('loadFailed'),
    retry: t('retry'),
    empty: t('empty'),
    noMatch: t('noMatch'),
    all: t('filter.all'),
    none: t('filter.none'),
    ...own,
  };
}

/** The texts of one of a namespace's lists whose table and empty texts stand under `prefix` (`customers.table`, `customers.empty`). */
export const listTextsUnder = (t: (key: string) => string, prefix: string): ListTexts =>
  listTexts(t, { table: t(`${prefix}.table`), empty: t(`${prefix}.empty`) });
