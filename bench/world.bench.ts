// Demo world generation benchmark: `npx tsx bench/world.bench.ts`.
// Prints the time to simulate the demo world (3 years + 10 days) and a large world (50 plants,
// 5 years, streamed site by site), and the time to format all of it as COPY text, each beside its
// baseline (the target of issue 3: the whole first start, seeding included, under a minute; the
// simulation itself well under 10 s).
import { seriesCopyChunks } from '../apps/server/src/world/copyChunks.js';
import { createWorld } from '../apps/server/src/world/generateWorld.js';

const NOW = Date.UTC(2026, 10, 21, 23);

function time<T>(fn: () => T): [T, number] {
  const t0 = performance.now();
  const r = fn();
  return [r, performance.now() - t0];
}

function simulate(opts: Parameters<typeof createWorld>[0]) {
  const world = createWorld(opts);
  let series = 0;
  let values = 0;
  for (const s of world.series()) {
    series++;
    values += s.values.length;
  }
  return { world, series, values };
}

function report(name: string, ms: number, baselineMs: number, extra: string) {
  console.log(
    `${name.padEnd(34)} ${ms.toFixed(0).padStart(7)} ms   baseline ${baselineMs} ms   ratio ${(ms / baselineMs).toFixed(3)}   ${extra}`,
  );
}

// warm-up, then the median of five
simulate({ now: NOW });
const runs = Array.from({ length: 5 }, () => time(() => simulate({ now: NOW })));
const demoMs = runs.map((r) => r[1]).sort((a, b) => a - b)[2];
const demo = runs[0][0];
report(
  'demo world (3 y + 10 d)',
  demoMs,
  10_000,
  `${demo.series} series, ${demo.values} values, ${demo.world.hours} hours`,
);

const [large, largeMs] = time(() => simulate({ now: NOW, plants: 50, historyYears: 5 }));
report('large world (50 plants, 5 y)', largeMs, 60_000, `${large.series} series, ${large.values} values`);

const [rows, copyMs] = time(() => {
  let n = 0;
  for (const chunk of seriesCopyChunks(
    createWorld({ now: NOW }).series(),
    (s) => `${s.componentId}/${s.quantity}/${s.kind}`,
  )) {
    for (let i = 0; i < chunk.length; i++) if (chunk.charCodeAt(i) === 10) n++;
  }
  return n;
});
report('demo world as COPY text', copyMs, 60_000, `${rows} rows`);
console.log(`heap used after: ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB`);
