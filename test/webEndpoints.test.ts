// The web's path table (apps/web/src/api/endpoints.ts) against the server's OpenAPI document: every
// path the web can call must be a route of the server. The server app is built without a database
// (routes and their schemas only; nothing connects), so this runs in the fast project.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANT_SERIES_NAMES, UPLOAD_KINDS } from '@penstock/domain';
import { targetUrl, type ApiTarget } from '../apps/web/src/api/apiPaths';
import {
  endpoints,
  PLANT_ADMIN_HISTORIES,
  PLANT_ADMIN_PARTS,
  PLANT_COMPONENT_KINDS,
} from '../apps/web/src/api/endpoints';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import type { Db } from '../apps/server/src/db/schema';

/** Stands for an id the caller passes; on the server it must meet a path parameter. */
const ID = 'ID';

/**
 * The arguments to call each endpoint function with, where plain ids (ID for every declared
 * parameter) do not reach all its paths: literal choices and optional parts.
 */
const CALLS: Record<string, unknown[][]> = {
  'portfolioAdmin.components': (['', 'bulk', 'bulk-remove', 'assign-all', 'unassign-all'] as const).map((a) => [
    ID,
    ID,
    a,
  ]),
  'portfolioAdmin.component': (['', 'assign', 'unassign'] as const).map((a) => [ID, ID, ID, ID, a]),
  'plant.series': PLANT_SERIES_NAMES.map((name) => [ID, ID, name]),
  'plant.upload': UPLOAD_KINDS.map((kind) => [ID, ID, kind]),
  'plant.optimizationRun': [
    [ID, ID, ID, 'cancel'],
    [ID, ID, ID, 'comparison'],
  ],
  'portfolio.gridReserve': [
    [ID, ID],
    [ID, ID, 'history'],
  ],
  'plant.constraint': [
    [ID, ID, ID],
    [ID, ID, ID, 'deactivate'],
    [ID, ID, ID, 'history'],
  ],
  'plant.bid': [[ID, ID], ...(['version', 'generate', 'state'] as const).map((part) => [ID, ID, part])],
  'plant.bidVersion': [
    [ID, ID, ID],
    [ID, ID, ID, 'export'],
  ],
  'plantAdmin.of': [
    ...PLANT_ADMIN_PARTS,
    ...PLANT_ADMIN_HISTORIES.map((p) => `${p}/history`),
    ...PLANT_COMPONENT_KINDS.flatMap((k) => [`${k}/${ID}`, `${k}/${ID}/history`]),
  ].map((what) => [ID, ID, what]),
  'plantAdmin.component': (['hydro-body', 'control-unit'] as const).flatMap((k) => [
    [ID, ID, k],
    [ID, ID, k, ID],
  ]),
  'plantAdmin.pointTable': ['level-to-content', 'flow-to-power', 'opening-to-throughput'].map((k) => [ID, ID, k, ID]),
  'scheduler.state': [
    [ID, ID],
    [ID, null],
  ],
  'scheduler.trigger': [
    [ID, ID],
    [ID, null],
  ],
};

/** Every URL path the table yields, by the endpoint's dotted name. */
function webPaths(): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const walk = (node: unknown, name: string) => {
    if (typeof node === 'function') {
      const calls = CALLS[name] ?? [Array.from({ length: node.length }, () => ID)];
      out.set(
        name,
        calls.map((args) => targetUrl(node(...args) as ApiTarget)),
      );
    } else if (typeof node === 'string' || (typeof node === 'object' && node !== null && 'server' in node)) {
      out.set(name, [targetUrl(node as ApiTarget)]);
    } else {
      for (const [key, child] of Object.entries(node as object)) walk(child, name ? `${name}.${key}` : key);
    }
  };
  walk(endpoints, '');
  return out;
}

/** A web path matches a server route when every segment is equal, or the route has a parameter there; an id only ever meets a parameter. */
function matches(webPath: string, route: string): boolean {
  const a = webPath.split('/');
  const b = route.split('/');
  return a.length === b.length && a.every((s, i) => (b[i].startsWith('{') ? s !== '' : s !== ID && s === b[i]));
}

let app: FastifyInstance;
let db: Db;
let dataDir: string;
let routes: string[];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'penstock-openapi-'));
  const url = 'postgres://nobody@127.0.0.1:1/none'; // never connected: building routes reads no data
  db = new Kysely({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url }) }) });
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    LOG_LEVEL: 'silent',
  });
  app = await buildApp({ config, db });
  await app.ready();
  routes = Object.keys((app.swagger() as { paths: Record<string, unknown> }).paths);
});

afterAll(async () => {
  await app?.close();
  await db?.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the web's paths against the server's OpenAPI document", () => {
  it('every path the web calls is a route of the server', () => {
    const missing = [...webPaths()].flatMap(([name, paths]) =>
      paths.filter((p) => !routes.some((r) => matches(p, r))).map((p) => `${name}: ${p}`),
    );
    expect(missing).toEqual([]);
  });

  it('lists only endpoints the table has (no stale entries in CALLS)', () => {
    const names = new Set(webPaths().keys());
    expect(Object.keys(CALLS).filter((n) => !names.has(n))).toEqual([]);
  });

  it('tells a path the server lacks, and an id where the server has a fixed word', () => {
    expect(routes.some((r) => matches('/api/dashboard-v3/portfolio/ID/no-such-thing', r))).toBe(false);
    expect(routes.some((r) => matches('/api/dashboard-v3/portfolio/ID/plant/ID/ID', r))).toBe(false);
    expect(routes.some((r) => matches('/api/dashboard-v3/portfolio/ID/plant/ID/power', r))).toBe(true);
  });
});
