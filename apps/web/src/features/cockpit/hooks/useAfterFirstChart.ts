import { useEffect, useState } from 'react';

/** How long after the first chart (or, on a screen without charts, after mounting) secondary panels may load. */
const SETTLE_MS = 1500;
const NO_CHART_MS = 5000;

/**
 * True once the page's first chart is drawn and a moment has passed: secondary panels (the
 * constraint alerts) load then, so their code is not part of the cockpit's first-screen budget.
 */
export function useAfterFirstChart(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof performance === 'undefined' || typeof PerformanceObserver === 'undefined') {
      setReady(true);
      return;
    }
    let timer = setTimeout(() => setReady(true), NO_CHART_MS);
    const settle = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setReady(true), SETTLE_MS);
    };
    if (performance.getEntriesByName('penstock:first-chart').length) {
      settle();
      return () => clearTimeout(timer);
    }
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('penstock:first-chart').length) {
        observer.disconnect();
        settle();
      }
    });
    observer.observe({ type: 'mark', buffered: true });
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, []);
  return ready;
}
