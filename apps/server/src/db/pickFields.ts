/** The named fields of a row, as they are: copying a row's static data into another row or an answer. */
export const pickFields = <T, K extends keyof T>(row: T, fields: readonly K[]): Pick<T, K> =>
  Object.fromEntries(fields.map((f) => [f, row[f]])) as Pick<T, K>;
