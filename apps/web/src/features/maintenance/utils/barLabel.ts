/** Width of a character of the timeline's xs text (12 px), a little above the average so a name that is said to fit does. */
export const BAR_CHAR_PX = 7;
/** Padding inside a bar (4 px on each side). */
const BAR_PADDING_PX = 8;

export type BarLabelPlace = 'inside' | 'after' | 'none';

/**
 * Where an outage's name goes on the maintenance timeline (issue 27 item 13: bars read "W..."): in
 * its bar when the whole name fits, else just after the bar when the row has room for it there,
 * else nowhere (the bar's tooltip and label carry it). Never cut to a few letters.
 */
export function barLabelPlace(name: string, barPx: number, roomAfterPx: number): BarLabelPlace {
  const need = name.length * BAR_CHAR_PX + BAR_PADDING_PX;
  if (barPx >= need) return 'inside';
  if (roomAfterPx >= need) return 'after';
  return 'none';
}
