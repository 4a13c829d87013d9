// The page of bench/table.bench.ts: the app's DataTable with 8,760 rows x 12 columns of synthetic
// values, no server. Marks 'table-painted' on the first frame after the grid's canvas appears.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import i18next from 'i18next';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { DataTable } from '@/features/dataTable/components/DataTable';
import { createHistory, type EditHistory } from '@/features/dataTable/utils/editHistory';
import type { DataTableModel } from '@/features/dataTable/utils/tableModel';
import editing from '../../apps/web/public/i18n/editing/en-GB.json';

const ROWS = 8760;
const COLS = 12;
const START = Date.UTC(2025, 0, 1);
const values = Array.from({ length: COLS }, (_, c) =>
  Float64Array.from({ length: ROWS }, (_, r) => 100 + 50 * Math.sin((r + c * 7) / 24) + c),
);
const fmt = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Vienna',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});
const labels: string[] = [];
const model: DataTableModel = {
  columns: Array.from({ length: COLS }, (_, c) => ({
    id: `c${c}`,
    title: `Unit ${c + 1} (MW)`,
    editable: true,
    width: 120,
  })),
  rowCount: ROWS,
  rowLabel: (r) => (labels[r] ??= fmt.format(START + r * 3_600_000)),
  value: (r, c) => values[c]![r]!,
  editedBy: (r, c) => (r % 97 === 0 && c === 3 ? 'someone@example.com' : null),
};

function BenchTable() {
  const [history, setHistory] = useState<EditHistory>(createHistory);
  (window as unknown as { benchEdits: () => number }).benchEdits = () => history.states[history.index]!.size;
  return (
    <DataTable
      label="Bench table"
      model={model}
      status="success"
      history={history}
      onHistoryChange={setHistory}
      height={700}
    />
  );
}

await i18next
  .use(initReactI18next)
  .init({ lng: 'en-GB', resources: { 'en-GB': { editing } }, interpolation: { escapeValue: false } });
new MutationObserver((_, observer) => {
  if (!document.querySelector('[data-testid="data-table"] canvas')) return;
  observer.disconnect();
  requestAnimationFrame(() => requestAnimationFrame(() => performance.mark('table-painted')));
}).observe(document.body, { childList: true, subtree: true });
createRoot(document.getElementById('root')!).render(
  <MantineProvider>
    <Notifications position="bottom-right" />
    <BenchTable />
  </MantineProvider>,
);
