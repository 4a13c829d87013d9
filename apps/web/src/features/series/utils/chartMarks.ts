/**
 * Performance marks of chart drawing: 'penstock:chart-drawn' on every draw with data and
 * 'penstock:first-chart' once per page load (navigation start to first chart, measured in the
 * browser journey). Also tells the DOM how many points the last draw had.
 */
let firstDrawn = false;

export function markChartDrawn(root: HTMLElement, points: number): void {
  root.parentElement?.parentElement?.setAttribute('data-drawn-points', String(points));
  if (typeof performance === 'undefined') return;
  performance.mark('penstock:chart-drawn', { detail: { points } });
  if (!firstDrawn) {
    firstDrawn = true;
    performance.mark('penstock:first-chart', { detail: { points } });
  }
}
