import { useWatch } from 'react-hook-form';

/**
 * The item a select field of the surrounding form has chosen (its value is the item's key), e.g.
 * the unit of an outage or reserve form, whose zone, currency and limits the other fields show.
 */
export function useChosenItem<T>(name: string, items: readonly T[], keyOf: (item: T) => string): T | undefined {
  const key = useWatch({ name }) as string;
  return items.find((item) => keyOf(item) === key);
}
