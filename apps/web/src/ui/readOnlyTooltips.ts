/** Tooltips of read-only forms (spec 1 section 6). */
export const READ_ONLY_TEXTS = {
  field: "You don't have permissions to change this",
  save: "You don't have permissions to save",
  unchanged: "You haven't made any changes yet",
} as const;

/** The save button's tooltip, or null when saving is possible. */
export function saveButtonTooltip({ canWrite, dirty }: { canWrite: boolean; dirty: boolean }): string | null {
  if (!canWrite) return READ_ONLY_TEXTS.save;
  if (!dirty) return READ_ONLY_TEXTS.unchanged;
  return null;
}
