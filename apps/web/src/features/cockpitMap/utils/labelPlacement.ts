/** A marker label on screen: anchored at (x, y), text running right. Pixels of the map's viewBox. */
export interface LabelCandidate {
  id: string;
  x: number;
  y: number;
  text: string;
}

const CHAR_WIDTH = 7; // average glyph width at the label size
const HEIGHT = 16;

/**
 * Which labels to draw so none overlap: greedy in the given order (the caller puts the highlighted
 * plant first, so its label always shows). Plants a few km apart keep their markers; the hidden
 * labels are in the list beside the map and in the markers' accessible names.
 */
export function visibleLabels(candidates: LabelCandidate[]): Set<string> {
  const placed: { x0: number; x1: number; y0: number; y1: number }[] = [];
  const shown = new Set<string>();
  for (const c of candidates) {
    const box = { x0: c.x, x1: c.x + 14 + c.text.length * CHAR_WIDTH, y0: c.y - HEIGHT / 2, y1: c.y + HEIGHT / 2 };
    const clash = placed.some((p) => box.x0 < p.x1 && p.x0 < box.x1 && box.y0 < p.y1 && p.y0 < box.y1);
    if (!clash) {
      placed.push(box);
      shown.add(c.id);
    }
  }
  return shown;
}
