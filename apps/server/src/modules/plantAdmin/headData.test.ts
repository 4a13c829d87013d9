import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInWorldApp } from '../../testing/signedInWorldApp.js';
import { unitBody } from './testing/unitBody.js';
import type { TestApp } from '../../testing/createTestApp.js';
import { buildPlantModel } from '../optimization/buildPlantModel.js';

// Head data administration and the SHOP upload (issue 23), through the API on a real PostgreSQL.
let t: TestApp;
let admin: Record<string, string>;
let operator: Record<string, string>;
const API = '/api/dashboard-v3/portfolio';
const P = `${API}/alpine/plant/shopbasic`;
const SHOP = readFileSync(
  new URL('../../../../../packages/optimizer/src/fixtures/shop/basic_model.yaml', import.meta.url),
  'utf8',
);
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const upload = (headers: Record<string, string>, body: object = {}) =>
  call('POST', `${API}/alpine/shop-import`, headers, {
    id: 'shopbasic',
    name: 'SHOP basic',
    price_region_id: 'region.at',
    yaml: SHOP,
    ...body,
  });
const G1 = 'shopbasic.Plant1_Generator1';
/** Curves by head: each head with its (x, y) points. */
type Heads = [number, [number, number][]][];
/** The points of a PUT .../eff-curves body: every head's points with the head. */
const curve = (heads: Heads) => heads.flatMap(([head, pts]) => pts.map(([x, y]) => ({ x, y, head })));

// workers only: no periodic optimisation adds runs mid-test
beforeAll(async () => ({ t, admin, operator } = await signedInWorldApp({ workers: true })), 180_000);
afterAll(() => t?.close());

describe('SHOP upload', () => {
  it('is for administrators only', async () => {
    const res = await upload(operator);
    expect(res.statusCode).toBe(403);
    expect((await call('GET', `${P}/head`, admin)).statusCode).toBe(404);
  });

  it('names why a file cannot be read, on the yaml field, and creates nothing', async () => {
    const res = await upload(admin, { yaml: 'model: {}\n' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/The SHOP file could not be read: SHOP model: no time section/);
    expect(res.json().errors).toEqual([expect.objectContaining({ path: 'yaml' })]);
  });

  it('is all or nothing: a refusal after the parse (unknown price region) leaves no plant', async () => {
    const res = await upload(admin, { price_region_id: 'region.nowhere' });
    expect(res.statusCode).toBe(400);
    expect((await call('GET', `${P}/head`, admin)).statusCode).toBe(404);
  });

  it('creates a Draft plant with topology, curves, head data and series, naming what it did not import', async () => {
    const res = await upload(admin);
    expect(res.statusCode, res.body).toBe(201);
    const result = res.json();
    expect(result).toMatchObject({ plant_view_id: 'shopbasic', reservoirs: 2, units: 6, head_plants: 2, hours: 72 });
    expect(result.warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/SHOP reservoir Reservoir1: not modelled: .*flow_descr/),
        expect.stringMatching(/startcost not imported/),
      ]),
    );
    const settings = (await call('GET', `${P}/settings`, admin)).json();
    expect(settings).toMatchObject({ plant_state: 'Draft', name: 'SHOP basic' });
    const head = (await call('GET', `${P}/head`, admin)).json();
    expect(head.plants.map((p: { name: string }) => p.name)).toEqual(['Plant1', 'Plant2']);
    expect(head.plants[0]).toMatchObject({ outlet_line: 672, main_loss: 0, penstock_loss: [0.001] });
    expect(head.units).toHaveLength(6);
    expect(head.units.every((u: { power_model: string }) => u.power_model === 'HEAD')).toBe(true);
    const turb = (await call('GET', `${P}/turb-eff-curves/${G1}`, admin)).json();
    expect(turb.points.length).toBeGreaterThan(4);
    expect(new Set(turb.points.map((p: { head: number }) => p.head)).size).toBeGreaterThanOrEqual(1);
    const ltc = (await call('GET', `${P}/level-to-content/shopbasic.Reservoir1`, admin)).json();
    expect(ltc.points[0]).toEqual({ x: 860, y: 0 });
    expect((await call('GET', `${P}/completeness`, admin)).json()).toMatchObject({ missing: [] });
  });

  it('refuses a second upload with the same id (409)', async () => {
    expect((await upload(admin)).statusCode).toBe(409);
  });

  it("the plant's optimisation run uses the head model: the run's result has the head iterations, its log too", async () => {
    const runs = `${P}/optimization`;
    // a new plant has the insight platform only: the administrator starts production planning
    const modules = await call('PUT', `${P}/product-modules`, admin, {
      module: 'basic_production_planning',
      state: 'TRIAL',
    });
    expect(modules.statusCode, modules.body).toBe(200);
    const queued = await call('POST', runs, admin, { hours: 24 });
    expect(queued.statusCode, queued.body).toBe(202);
    let run = queued.json();
    for (let i = 0; i < 1200 && !['succeeded', 'failed', 'cancelled'].includes(run.status); i++) {
      await new Promise((r) => setTimeout(r, 250));
      run = (await call('GET', `${runs}/${run.id}`, admin)).json();
    }
    expect(run.status, run.log.join('\n')).toBe('succeeded');
    expect(run.summary.head.iterations.length).toBeGreaterThanOrEqual(2);
    expect(run.summary.head.iterations[0]).toMatchObject({ kind: 'full' });
    expect(run.log.join('\n')).toMatch(/head model: Plant1_Generator1, .* follow the net head/);
    expect(run.log.join('\n')).toMatch(/head iteration 1 \(full\): LP objective .* largest head change/);
  }, 300_000);
});

describe('efficiency curves', () => {
  const put = (kind: string, id: string, points: object[], version?: number) =>
    call('PUT', `${P}/${kind}/${id}`, admin, { points, ...(version !== undefined ? { version } : {}) });
  const refused = async (kind: string, points: object[], message: RegExp, path: string) => {
    const res = await put(kind, G1, points);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().detail).toMatch(message);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
  };

  it('refuses an efficiency outside 0-100 %', () =>
    refused(
      'turb-eff-curves',
      curve([
        [
          100,
          [
            [10, 80],
            [20, 120],
          ],
        ],
      ]),
      /efficiency 120 % is outside 0-100 %/,
      'points.1.y',
    ));
  it('refuses heads that do not increase', () =>
    refused(
      'turb-eff-curves',
      curve([
        [
          110,
          [
            [10, 80],
            [20, 90],
          ],
        ],
        [
          100,
          [
            [10, 80],
            [20, 90],
          ],
        ],
      ]),
      /head 100 m is below the previous point's 110 m: heads must be increasing/,
      'points.2.head',
    ));
  it('refuses a discharge that does not increase within a head', () =>
    refused(
      'turb-eff-curves',
      curve([
        [
          100,
          [
            [20, 80],
            [10, 90],
          ],
        ],
      ]),
      /discharge 10 is not above 20 at head 100 m/,
      'points.1.x',
    ));
  it('refuses a point without its head, and a head with one point', async () => {
    await refused(
      'turb-eff-curves',
      [
        { x: 10, y: 80 },
        { x: 20, y: 90, head: 100 },
      ],
      /needs the net head/,
      'points.0.head',
    );
    await refused(
      'turb-eff-curves',
      curve([
        [100, [[10, 80]]],
        [
          110,
          [
            [10, 80],
            [20, 90],
          ],
        ],
      ]),
      /one point: at least two per head/,
      'points.0.head',
    );
  });
  it('refuses a generator efficiency of 0 % and a power that does not increase', async () => {
    await refused(
      'gen-eff-curve',
      [
        { x: 10, y: 0 },
        { x: 20, y: 98 },
      ],
      /outside 0-100 % \(above 0\)/,
      'points.0.y',
    );
    await refused(
      'gen-eff-curve',
      [
        { x: 20, y: 97 },
        { x: 10, y: 98 },
      ],
      /power 10 is not above/,
      'points.1.x',
    );
  });
  it('refuses a pump curve on a turbine (400) and a unit of another plant (404)', async () => {
    expect(
      (
        await put(
          'pump-eff-curves',
          G1,
          curve([
            [
              100,
              [
                [10, 80],
                [20, 90],
              ],
            ],
          ]),
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await put(
          'turb-eff-curves',
          'hochalm.m1',
          curve([
            [
              100,
              [
                [10, 80],
                [20, 90],
              ],
            ],
          ]),
        )
      ).statusCode,
    ).toBe(404);
  });

  it('saves a valid table with who and when, refuses a stale version (409) and keeps the history', async () => {
    const before = (await call('GET', `${P}/turb-eff-curves/${G1}`, admin)).json();
    const points = curve([
      [
        100,
        [
          [10, 85],
          [20, 92],
          [30, 88],
        ],
      ],
      [
        110,
        [
          [10, 86],
          [20, 93],
          [30, 89],
        ],
      ],
    ]);
    const saved = await put('turb-eff-curves', G1, points, before.version);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ version: before.version + 1, updated_by: 'admin@penstock.demo', points });
    const stale = await put('turb-eff-curves', G1, points.slice(0, 3), before.version);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ version: before.version + 1, changed_by: 'admin@penstock.demo' });
    const history = (await call('GET', `${P}/turb-eff-curves/${G1}/history`, admin)).json();
    expect(history[0]).toMatchObject({
      version: before.version + 1,
      action: 'update',
      changed_by: 'admin@penstock.demo',
    });
    expect(history.at(-1)).toMatchObject({ version: 1, action: 'create' });
  });
});

describe('head plants and seats', () => {
  it('adds a head plant, seats a unit on its penstock, refuses a penstock it does not have, and keeps the history', async () => {
    const created = await call('POST', `${P}/head-plant`, admin, {
      name: 'Plant3',
      outlet_line: 600,
      main_loss: 0.0002,
      penstock_loss: [0.001, 0.002],
    });
    expect(created.statusCode, created.body).toBe(201);
    const hp = created.json();
    expect(hp).toMatchObject({ name: 'Plant3', penstock_loss: [0.001, 0.002], version: 1 });
    const taken = await call('POST', `${P}/head-plant`, admin, { name: 'Plant3', outlet_line: 1, penstock_loss: [0] });
    expect(taken.statusCode).toBe(400);
    const seat = await call('PUT', `${P}/head-unit/${G1}`, admin, { head_plant_id: hp.id, penstock: 3, version: 1 });
    expect(seat.statusCode).toBe(400);
    expect(seat.json().detail).toMatch(/has 2 penstocks, not 3/);
    const moved = await call('PUT', `${P}/head-unit/${G1}`, admin, { head_plant_id: hp.id, penstock: 2, version: 1 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().units.find((u: { control_unit_id: string }) => u.control_unit_id === G1)).toMatchObject({
      head_plant_id: hp.id,
      penstock: 2,
      version: 2,
    });
    const shrink = await call('PUT', `${P}/head-plant/${hp.id}`, admin, {
      name: 'Plant3',
      outlet_line: 600,
      penstock_loss: [0.001],
      version: 1,
    });
    expect(shrink.statusCode).toBe(400);
    expect(shrink.json().detail).toMatch(/on penstock 2/);
    const stale = await call('PUT', `${P}/head-plant/${hp.id}`, admin, {
      name: 'Plant3',
      outlet_line: 601,
      penstock_loss: [0.001, 0.002],
      version: 0,
    });
    expect(stale.statusCode).toBe(409);
    const history = (await call('GET', `${P}/head-unit/${G1}/history`, admin)).json();
    expect(history.map((h: { version: number }) => h.version)).toEqual([2, 1]);
    expect(history[0].changes.head_plant_id.to).toBe(hp.id);
    // off the head plants: the unit keeps its fixed-head flow-to-power curve
    const off = await call('PUT', `${P}/head-unit/${G1}`, admin, { head_plant_id: null, version: 2 });
    expect(off.json().units.find((u: { control_unit_id: string }) => u.control_unit_id === G1).power_model).toBe(
      'FIXED',
    );
    expect((await call('DELETE', `${P}/head-plant/${hp.id}?version=1`, admin)).statusCode).toBe(204);
  });

  it('an operator may not change head data of a Live plant (the shared rights function), and reads it', async () => {
    const H = `${API}/alpine/plant/hochalm`;
    expect((await call('GET', `${H}/head`, operator)).statusCode).toBe(200);
    const res = await call('POST', `${H}/head-plant`, operator, { name: 'X', outlet_line: 1, penstock_loss: [0] });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toMatch(/Static data can be edited/);
  });
});

describe('the optimiser model of the head data', () => {
  it('turbines with efficiency curves on head plants get turbEffCurves, gen curves and plants; a pump with pump curves between two reservoirs pumps against the head', async () => {
    const pump = await call(
      'POST',
      `${P}/control-unit`,
      admin,
      unitBody('shopbasic.pump', 'PUMP', ['shopbasic.Reservoir1', 'shopbasic.Reservoir2'], {
        name: 'Pump',
        pump_p_max: 50,
        pump_q_max: 20,
      }),
    );
    expect(pump.statusCode, pump.body).toBe(201);
    // the pump's efficiency (%) by flow (m3/s) at heads 200 and 250 m
    const pumpHeads: Heads = [
      [
        200,
        [
          [10, 85],
          [20, 88],
        ],
      ],
      [
        250,
        [
          [10, 84],
          [20, 87],
        ],
      ],
    ];
    expect(
      (await call('PUT', `${P}/pump-eff-curves/shopbasic.pump`, admin, { points: curve(pumpHeads) })).statusCode,
    ).toBe(200);
    // the pump on Plant1's penstock with its pump head limits: the optimiser's model takes them
    const plant1 = (await call('GET', `${P}/head`, admin))
      .json()
      .plants.find((p: { name: string }) => p.name === 'Plant1');
    const seat = await call('PUT', `${P}/head-unit/shopbasic.pump`, admin, {
      head_plant_id: plant1.id,
      penstock: 1,
      pump_head_min: 150,
      pump_head_max: 260,
      version: 0,
    });
    expect(seat.statusCode, seat.body).toBe(200);
    const { model, notes } = await buildPlantModel(t.db, { physicalPlantId: 'shopbasic', hours: 6 });
    expect(model.units.find((u) => u.id === 'shopbasic.pump')).toMatchObject({ pumpHeadMin: 150, pumpHeadMax: 260 });
    // Generator1 was taken off its head plant above: its fixed-head curve; Generator2 follows the head
    expect(model.units.find((u) => u.id === G1)!.turbEffCurves).toBeUndefined();
    const g2 = model.units.find((u) => u.id === 'shopbasic.Plant1_Generator2')!;
    expect(g2.turbEffCurves!.length).toBeGreaterThanOrEqual(2);
    expect(g2.genEffCurve).toEqual([
      { p: 60, eff: 100 },
      { p: 120, eff: 100 },
    ]);
    expect(model.plants!.map((p) => p.name)).toEqual(['Plant1', 'Plant2']);
    expect(model.plants![0]).toMatchObject({ outletLine: 672, mainLoss: 0, penstocks: [{ loss: 0.001 }] });
    // the model keeps a curve per head, its points as flow and efficiency
    expect(model.units.find((u) => u.id === 'shopbasic.pump')!.pumpEffCurves).toEqual(
      pumpHeads.map(([head, pts]) => ({ head, points: pts.map(([q, eff]) => ({ q, eff })) })),
    );
    expect(notes.join('\n')).toMatch(/Pump pump against the head/);
  });
});
