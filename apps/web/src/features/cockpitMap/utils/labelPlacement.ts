/** A marker label on screen: the marker at (x, y). Pixels of the map's viewBox. */
export interface LabelCandidate {
  id: string;
  x: number;
  y: number;
  text: string;
}

/** Where a label goes relative to its marker: text at (dx, dy) (baseline), running right (start) or left (end). */
export interface LabelPlacement {
  dx: number;
  dy: number;
  anchor: 'start' | 'end';
  /** A label moved away from its marker gets a thin leader line to it. */
  leader: boolean;
}

const CHAR_WIDTH = 7; // average glyph width at the label size
const HEIGHT = 16;
const MARKER_RADIUS = 9;
const GAP = 11;
const STEP = 17;

/** Positions tried in order: beside the marker right or left, then above and below, then further out with a leader. */
const POSITIONS: LabelPlacement[] = [
  { dx: GAP, dy: 4, anchor: 'start', leader: false },
  { dx: -GAP, dy: 4, anchor: 'end', leader: false },
  { dx: GAP, dy: 4 - STEP, anchor: 'start', leader: false },
  { dx: GAP, dy: 4 + STEP, anchor: 'start', leader: false },
  { dx: -GAP, dy: 4 - STEP, anchor: 'end', leader: false },
  { dx: -GAP, dy: 4 + STEP, anchor: 'end', leader: false },
  ...[2, 3, 4, 5].flatMap((k): LabelPlacement[] => [
    { dx: 2 * GAP, dy: 4 - k * STEP, anchor: 'start', leader: true },
    { dx: 2 * GAP, dy: 4 + k * STEP, anchor: 'start', leader: true },
    { dx: -2 * GAP, dy: 4 - k * STEP, anchor: 'end', leader: true },
    { dx: -2 * GAP, dy: 4 + k * STEP, anchor: 'end', leader: true },
  ]),
];

type Box = { x0: number; x1: number; y0: number; y1: number };
const overlaps = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

function labelBox(c: LabelCandidate, p: LabelPlacement): Box {
  const width = 4 + c.text.length * CHAR_WIDTH;
  const x0 = p.anchor === 'start' ? c.x + p.dx : c.x + p.dx - width;
  const mid = c.y + p.dy - 4;
  return { x0, x1: x0 + width, y0: mid - HEIGHT / 2, y1: mid + HEIGHT / 2 };
}

/**
 * Where each label goes so none overlaps another label or a marker: greedy in the given order (the
 * caller puts the highlighted plant first, so its label sits right beside it). Plants a few km
 * apart keep every label readable, moved above, below or to the left, further out with a leader
 * line; a label with no free place is left out (the list beside the map names every plant).
 */
export function placeLabels(candidates: LabelCandidate[]): Map<string, LabelPlacement> {
  const taken: Box[] = candidates.map((c) => ({
    x0: c.x - MARKER_RADIUS,
    x1: c.x + MARKER_RADIUS,
    y0: c.y - MARKER_RADIUS,
    y1: c.y + MARKER_RADIUS,
  }));
  const placed = new Map<string, LabelPlacement>();
  for (const c of candidates) {
    const free = POSITIONS.find((p) => {
      const box = labelBox(c, p);
      return !taken.some((t) => overlaps(box, t));
    });
    if (free) {
      taken.push(labelBox(c, free));
      placed.set(c.id, free);
    }
  }
  return placed;
}
