import { describe, expect, it } from 'vitest';
import { signedInWorldAppOfFile } from '../../testing/signedInWorldAppOfFile.js';

const w = signedInWorldAppOfFile();
const get = (url: string, headers: Record<string, string>) =>
  w.t.app.inject({ method: 'GET', url: `/api/dashboard-v3/${url}`, headers });

describe('plant views', () => {
  it('lists the river cascade sorted by name with map locations', async () => {
    const res = await get('portfolio/river/plant', w.operator);
    expect(res.statusCode).toBe(200);
    const views = res.json();
    expect(views.map((v: { id: string }) => v.id)).toEqual(['brunnau', 'innau', 'leitenau']);
    expect(views[0]).toMatchObject({
      timezone: 'Europe/Vienna',
      plant_state: 'Live',
      physical_plant: { internal_id: 'AT-INN-02' },
    });
    expect(views[0].location).toEqual({ latitude: 47.281, longitude: 11.452 });
  });

  it("isolates portfolios: 404 for a portfolio or plant view that is not the user's", async () => {
    expect((await get('portfolio/pumped/plant', w.operator)).statusCode).toBe(404);
    expect((await get('portfolio/alpine/plant', w.newcomer)).statusCode).toBe(404);
    expect((await get('portfolio/pumped/plant/gletschersee/topology', w.operator)).statusCode).toBe(404);
    expect((await get('portfolio/alpine/plant/gletschersee/topology', w.operator)).statusCode).toBe(404);
    expect((await get('portfolio/alpine/plant/innau/power?start-ts=0&end-ts=3600000', w.operator)).statusCode).toBe(
      404,
    );
    expect((await get('portfolio/pumped/plant/gletschersee/basic', w.admin)).statusCode).toBe(200);
  });
});

describe('topology', () => {
  it('answers every component of the plant with the spec fields', async () => {
    const res = await get('portfolio/alpine/plant/hochalm/basic', w.operator);
    expect(res.statusCode).toBe(200);
    const basic = res.json();
    expect(basic).toMatchObject({ name: 'Hochalm Storage', market_timezone: 'Europe/Vienna', plant_state: 'Live' });
    const m1 = basic.control_units.find((u: { id: string }) => u.id === 'hochalm.m1');
    expect(m1).toMatchObject({
      type: 'TURBINE',
      upstream: 'hochalm.reservoir',
      downstream: 'hochalm.tailwater',
      isPartOfPlant: true,
      redirect_id: 'hochalm.m1',
      control_status: 'HDG_CONTROLLED',
    });
    const gate = basic.control_units.find((u: { id: string }) => u.id === 'hochalm.spillway');
    expect(gate.gate_opening_cm_extrema).toEqual([0, 600]);
    expect(basic.hydro_bodies.every((b: { isPartOfPlant: boolean }) => b.isPartOfPlant)).toBe(true);
  });

  it('applies the rules: unassigned -> not part; downstream only when an in-plant unit feeds it; unknown type -> RESERVOIR', async () => {
    // sandbox view of Hochalm: spillway gate unassigned, the turbines still feed the tailrace
    let topo = (await get('portfolio/sandbox/plant/hochalm-sandbox/topology', w.admin)).json();
    expect(topo.control_units.find((u: { id: string }) => u.id === 'hochalm.spillway')).toMatchObject({
      redirect_id: null,
      isPartOfPlant: false,
    });
    expect(topo.hydro_bodies.find((b: { id: string }) => b.id === 'hochalm.tailwater').isPartOfPlant).toBe(true);

    await w.t.db
      .deleteFrom('plant_view_control_unit')
      .where('plant_view_id', '=', 'hochalm-sandbox')
      .where('control_unit_id', 'in', ['hochalm.m1', 'hochalm.m2'])
      .execute();
    topo = (await get('portfolio/sandbox/plant/hochalm-sandbox/topology', w.admin)).json();
    const tail = topo.hydro_bodies.find((b: { id: string }) => b.id === 'hochalm.tailwater');
    expect(tail).toMatchObject({ type: 'DOWNSTREAM', redirect_id: 'hochalm.tailwater', isPartOfPlant: false });

    await w.t.db.updateTable('hydro_body').set({ type: 'LAKE' }).where('id', '=', 'hochalm.reservoir').execute();
    topo = (await get('portfolio/sandbox/plant/hochalm-sandbox/topology', w.admin)).json();
    expect(topo.hydro_bodies.find((b: { id: string }) => b.id === 'hochalm.reservoir')).toMatchObject({
      type: 'RESERVOIR',
      isPartOfPlant: true,
    });
    await w.t.db.updateTable('hydro_body').set({ type: 'RESERVOIR' }).where('id', '=', 'hochalm.reservoir').execute();
  });
});
