/**
 * Cell colours: tints of the theme colours (spec 1 section 9), so an edited value, an invalid edit,
 * a value someone else overrode, a save conflict and a read-only cell are told apart at a glance.
 */
export const TABLE_COLORS = {
  edited: { bg: '#e7f8f6', text: '#077a6b' },
  invalid: { bg: '#fff2db', text: '#8a5a00' },
  editedByOther: { bg: '#e7f1f8', text: '#0b6fb7' },
  conflict: { bg: '#f9e6e6', text: '#c10101' },
  readOnly: { bg: '#f4f5f6', text: '#586369' },
} as const;
export type TableColorName = keyof typeof TABLE_COLORS;
