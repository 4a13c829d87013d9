import type uPlot from 'uplot';
import { formatValue } from './formatValue';

/**
 * A small tooltip beside the cursor: the bucket's time in the display zone and every visible
 * series' value with its unit. Built with DOM text nodes (labels come from the server).
 */
export function tooltipPlugin(formatTime: (ms: number) => string, units: string[], colors: string[]): uPlot.Plugin {
  let tip: HTMLDivElement;
  return {
    hooks: {
      init: (u) => {
        tip = document.createElement('div');
        tip.className = 'penstock-chart-tooltip';
        tip.setAttribute('role', 'status');
        tip.style.display = 'none';
        u.over.appendChild(tip);
        u.over.addEventListener('mouseleave', () => (tip.style.display = 'none'));
      },
      setCursor: (u) => {
        const idx = u.cursor.idx;
        if (idx === null || idx === undefined || u.cursor.left === undefined || u.cursor.left < 0) {
          tip.style.display = 'none';
          return;
        }
        tip.replaceChildren();
        const head = document.createElement('div');
        head.className = 'penstock-chart-tooltip-time';
        head.textContent = formatTime(u.data[0][idx]);
        tip.appendChild(head);
        u.series.forEach((s, i) => {
          if (i === 0 || !s.show) return;
          const v = u.data[i][idx];
          if (v === null || v === undefined) return;
          const row = document.createElement('div');
          const swatch = document.createElement('span');
          swatch.className = 'penstock-chart-tooltip-swatch';
          swatch.style.background = colors[i - 1] ?? '';
          row.append(swatch, `${s.label}: ${formatValue(v, units[i - 1])}`);
          tip.appendChild(row);
        });
        tip.style.display = 'block';
        const left = u.cursor.left + 12;
        const flip = left + tip.offsetWidth > u.over.clientWidth;
        tip.style.left = `${flip ? u.cursor.left - tip.offsetWidth - 12 : left}px`;
        tip.style.top = `${Math.max(0, (u.cursor.top ?? 0) - tip.offsetHeight / 2)}px`;
      },
    },
  };
}
