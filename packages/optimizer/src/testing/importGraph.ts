import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** Relative imports between the .ts files under `root`, by path relative to root ('a/b.ts'). */
export function importGraph(root: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.ts')) {
        const text = readFileSync(p, 'utf8');
        const deps: string[] = [];
        for (const m of text.matchAll(/(?:import|export)[^'"]*?from\s+'(\.[^']+)'/g))
          deps.push(relative(root, resolve(dirname(p), m[1].replace(/\.js$/, '.ts'))));
        graph.set(relative(root, p), deps);
      }
    }
  };
  walk(root);
  return graph;
}

/** The first import cycle found, as the files around it (first = last), or null. */
export function findCycle(graph: Map<string, string[]>): string[] | null {
  const state = new Map<string, 1 | 2>();
  const stack: string[] = [];
  const visit = (f: string): string[] | null => {
    state.set(f, 1);
    stack.push(f);
    for (const d of graph.get(f) ?? []) {
      if (state.get(d) === 1) return [...stack.slice(stack.indexOf(d)), d];
      if (!state.has(d)) {
        const c = visit(d);
        if (c) return c;
      }
    }
    stack.pop();
    state.set(f, 2);
    return null;
  };
  for (const f of graph.keys()) {
    if (state.has(f)) continue;
    const c = visit(f);
    if (c) return c;
  }
  return null;
}

/** The part a file belongs to ('parts/units.ts' -> 'units', 'parts/constraints/x.ts' -> 'constraints'), or null. */
export function partOf(file: string): string | null {
  const m = /^parts\/([^/]+?)(?:\.ts|\/)/.exec(file.split('\\').join('/'));
  return m ? m[1] : null;
}

/**
 * Imports that break the parts' rules: a part importing another part, or lp/ (shared by all) importing
 * a part. Tests are exempt: a part's test builds its LP with the parts it needs.
 */
export function partViolations(graph: Map<string, string[]>): string[] {
  const out: string[] = [];
  for (const [file, deps] of graph) {
    if (file.endsWith('.test.ts')) continue;
    const own = partOf(file);
    const shared = file.startsWith('lp/');
    if (own === null && !shared) continue;
    for (const d of deps) {
      const other = partOf(d);
      if (other !== null && other !== own) out.push(`${file} imports ${d}`);
    }
  }
  return out;
}
