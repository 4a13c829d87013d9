/**
 * The demo world of DESIGN.md section 6 in the demo portfolios: alpine -> Hochalm, pumped ->
 * Gletschersee, river -> the three Inn cascade plants, sandbox -> a second view of Hochalm whose
 * spillway gate is left unassigned (so Manage Plant View has something to assign).
 */
import type { Db } from '../db/schema.js';
import { customerIdNamed } from '../modules/customers/index.js';
import { DEFAULT_WORLD_SEED, type WorldOptions } from '../world/index.js';
import { loadWorld, type LoadWorldResult, type PlantViewSeed } from './loadWorld.js';
import { DEMO_CUSTOMER } from './seedDemo.js';

export const DEMO_PLANT_VIEWS: PlantViewSeed[] = [
  { id: 'hochalm', portfolio_id: 'alpine', physical_plant_id: 'hochalm', name: 'Hochalm Storage' },
  {
    id: 'gletschersee',
    portfolio_id: 'pumped',
    physical_plant_id: 'gletschersee',
    name: 'Gletschersee Pumped Storage',
  },
  { id: 'innau', portfolio_id: 'river', physical_plant_id: 'innau', name: 'Innau' },
  { id: 'brunnau', portfolio_id: 'river', physical_plant_id: 'brunnau', name: 'Brunnau' },
  { id: 'leitenau', portfolio_id: 'river', physical_plant_id: 'leitenau', name: 'Leitenau' },
  {
    id: 'hochalm-sandbox',
    portfolio_id: 'sandbox',
    physical_plant_id: 'hochalm',
    name: 'Hochalm Storage (sandbox)',
    exclude: ['hochalm.spillway'],
  },
];

/** Loads the demo world once (3 years of history to now + 10 days by default). Needs seedDemo first. */
export async function seedDemoWorld(db: Db, world: WorldOptions = {}): Promise<LoadWorldResult> {
  const customerId = await customerIdNamed(db, DEMO_CUSTOMER);
  return loadWorld(db, {
    world: { seed: DEFAULT_WORLD_SEED, ...world },
    views: () => DEMO_PLANT_VIEWS,
    customerId,
  });
}
