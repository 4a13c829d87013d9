/** The options of a point-table grid model for unit tests: writable, nothing warned, `extraRows` empty rows below. */
export const pointGridOptions = (titles: string[], extraRows: number) => ({
  titles,
  extraRows,
  canWrite: true,
  warnedRows: new Set<number>(),
  lockReason: 'no',
});
