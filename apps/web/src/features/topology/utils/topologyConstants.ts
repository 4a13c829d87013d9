/** Topology graph constants of spec 2 section 9. */
export const TOPOLOGY_CLICK_DEBOUNCE_MS = 300;
export const TOPOLOGY_ANIMATION_MS = 600;
export const TOPOLOGY_MIN_ZOOM = 0.1;
/** Also the cap of the reset (fit) zoom. */
export const TOPOLOGY_MAX_ZOOM = 2;
export const TOPOLOGY_NODE_SIZE = 50;
export const TOPOLOGY_GRAPH_PADDING = 150;
export const TOPOLOGY_RESIZE_DEBOUNCE_MS = 500;

/**
 * The padding around the graph when the viewport is reset: the spec's 150 px, but never more than a
 * fifth of the panel's smaller side, so a narrow side panel still shows a readable graph.
 */
export function viewPaddingPx(width: number, height: number): number {
  const side = Math.min(width, height);
  if (!(side > 0)) return TOPOLOGY_GRAPH_PADDING;
  return Math.round(Math.min(TOPOLOGY_GRAPH_PADDING, side * 0.1));
}
