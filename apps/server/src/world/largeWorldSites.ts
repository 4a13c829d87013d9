/**
 * A larger world for benchmarks: the demo templates repeated with varied parameters (sizes,
 * heads, flows, places across the Alps, melt timing), until the wanted number of plants exists.
 * Site n is alpine storage, pumped storage or a cascade of three stages in turn; a cascade is cut
 * short when fewer plants remain.
 */
import { alpineStorage } from './alpineStorage.js';
import { demoAlpineStorage, demoCascade, demoPumpedStorage } from './demoSites.js';
import type { Rng } from './prng.js';
import { rngFor } from './prng.js';
import { pumpedStorage } from './pumpedStorage.js';
import { runOfRiverCascade } from './runOfRiverCascade.js';
import type { SiteModel } from './siteModel.js';

const pad = (n: number) => String(n).padStart(3, '0');
const r2 = (v: number) => Math.round(v * 100) / 100;

/** A place in the Alps; the western part sells into the Swiss market. */
function place(rng: Rng): { lat: number; lon: number; regionId: string; timezone: string } {
  const lon = rng.uniform(7.0, 13.8);
  const lat = rng.uniform(46.3, 47.5);
  return lon < 9.6
    ? { lat: r2(lat), lon: r2(lon), regionId: 'region.ch', timezone: 'Europe/Zurich' }
    : { lat: r2(lat), lon: r2(lon), regionId: 'region.at', timezone: 'Europe/Vienna' };
}

type Place = ReturnType<typeof place>;

/** A template's water body moved to a place and its content scaled by s. */
const scaledBody = <B extends { contentAtMax: number }>(
  b: B,
  name: string,
  lat: number,
  lon: number,
  s: number,
): B => ({
  ...b,
  name,
  lat,
  lon,
  contentAtMax: Math.round(b.contentAtMax * s),
});
/** A template's catchment with its mean flow scaled by s. */
const scaledFlow = <C extends { meanFlow: number }>(c: C, s: number): C => ({ ...c, meanFlow: r2(c.meanFlow * s) });
/** A template's turbine renamed, its flow range scaled by s. */
const scaledTurbine = (t: { qMin: number; qMax: number }, name: string, s: number) => ({
  name,
  qMin: r2(t.qMin * s),
  qMax: r2(t.qMax * s),
});
/** The names of a plant and the market of its place. */
const plantIdentity = (key: string, name: string, internalId: string, code: string, at: Place) => ({
  key,
  name,
  internalId,
  code,
  priceRegionId: at.regionId,
  timezone: at.timezone,
});

export function largeWorldSites(seed: number, plants: number): SiteModel[] {
  const sites: SiteModel[] = [];
  let made = 0;
  for (let n = 1; made < plants; n++) {
    const rng = rngFor(seed, 'large-world-site', n);
    const at = place(rng);
    const s = rng.uniform(0.5, 1.5);
    const tag = pad(n);
    // 0 alpine storage, 1 pumped storage, 2 cascade (only while three plants are still wanted)
    const kind = (n - 1) % 3 === 2 && plants - made < 3 ? 0 : (n - 1) % 3;
    if (kind === 0) {
      const p = demoAlpineStorage();
      Object.assign(p, plantIdentity(`w${tag}-storage`, `Storage ${tag}`, `X-STO-${tag}`, `S${tag}`, at));
      p.reservoir = scaledBody(p.reservoir, `Reservoir ${tag}`, at.lat, at.lon, s);
      const mid = (p.reservoir.minLevel + p.reservoir.maxLevel) / 2;
      const head = Math.round((mid - p.tailwater.level) * rng.uniform(0.7, 1.2));
      p.tailwater = { ...p.tailwater, lat: r2(at.lat + 0.08), lon: r2(at.lon + 0.05), level: mid - head };
      p.turbines = p.turbines.map((t, k) => scaledTurbine(t, `Storage ${tag} M${k + 1}`, s));
      p.catchment = { ...scaledFlow(p.catchment, s), meltPeakDoy: rng.int(165, 195) };
      sites.push(alpineStorage(p));
      made += 1;
    } else if (kind === 1) {
      const p = demoPumpedStorage();
      Object.assign(p, plantIdentity(`w${tag}-pumped`, `Pumped Storage ${tag}`, `X-PSP-${tag}`, `P${tag}`, at));
      p.upper = scaledBody(p.upper, `Upper ${tag}`, at.lat, at.lon, s);
      p.lower = scaledBody(p.lower, `Lower ${tag}`, r2(at.lat - 0.02), r2(at.lon + 0.02), s);
      p.river = { ...p.river, lat: r2(at.lat - 0.03), lon: r2(at.lon + 0.03) };
      p.unit = { ...p.unit, name: `PSP ${tag} PT1` };
      p.upperCatchment = scaledFlow(p.upperCatchment, s);
      p.lowerCatchment = scaledFlow(p.lowerCatchment, s);
      sites.push(pumpedStorage(p));
      made += 1;
    } else {
      const p = demoCascade();
      p.key = `w${tag}-cascade`;
      p.priceRegionId = at.regionId;
      p.timezone = at.timezone;
      p.stages = p.stages.map((st, k) => ({
        ...st,
        key: `w${tag}-stage${k + 1}`,
        name: `River ${tag} stage ${k + 1}`,
        internalId: `X-ROR-${tag}-${k + 1}`,
        code: `R${tag}${k + 1}`,
        pond: scaledBody(st.pond, `River ${tag} pond ${k + 1}`, r2(at.lat + 0.03 * k), r2(at.lon + 0.15 * k), s),
        turbine: scaledTurbine(st.turbine, `River ${tag} stage ${k + 1} T1`, s),
        catchment: scaledFlow(st.catchment, s),
      }));
      sites.push(runOfRiverCascade(p));
      made += 3;
    }
  }
  return sites;
}
