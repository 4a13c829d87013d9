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
      p.key = `w${tag}-storage`;
      p.name = `Storage ${tag}`;
      p.internalId = `X-STO-${tag}`;
      p.code = `S${tag}`;
      p.priceRegionId = at.regionId;
      p.timezone = at.timezone;
      p.reservoir = {
        ...p.reservoir,
        name: `Reservoir ${tag}`,
        lat: at.lat,
        lon: at.lon,
        contentAtMax: Math.round(p.reservoir.contentAtMax * s),
      };
      const mid = (p.reservoir.minLevel + p.reservoir.maxLevel) / 2;
      const head = Math.round((mid - p.tailwater.level) * rng.uniform(0.7, 1.2));
      p.tailwater = { ...p.tailwater, lat: r2(at.lat + 0.08), lon: r2(at.lon + 0.05), level: mid - head };
      p.turbines = p.turbines.map((t, k) => ({
        name: `Storage ${tag} M${k + 1}`,
        qMin: r2(t.qMin * s),
        qMax: r2(t.qMax * s),
      }));
      p.catchment = { ...p.catchment, meanFlow: r2(p.catchment.meanFlow * s), meltPeakDoy: rng.int(165, 195) };
      sites.push(alpineStorage(p));
      made += 1;
    } else if (kind === 1) {
      const p = demoPumpedStorage();
      p.key = `w${tag}-pumped`;
      p.name = `Pumped Storage ${tag}`;
      p.internalId = `X-PSP-${tag}`;
      p.code = `P${tag}`;
      p.priceRegionId = at.regionId;
      p.timezone = at.timezone;
      p.upper = {
        ...p.upper,
        name: `Upper ${tag}`,
        lat: at.lat,
        lon: at.lon,
        contentAtMax: Math.round(p.upper.contentAtMax * s),
      };
      p.lower = {
        ...p.lower,
        name: `Lower ${tag}`,
        lat: r2(at.lat - 0.02),
        lon: r2(at.lon + 0.02),
        contentAtMax: Math.round(p.lower.contentAtMax * s),
      };
      p.river = { ...p.river, lat: r2(at.lat - 0.03), lon: r2(at.lon + 0.03) };
      p.unit = { ...p.unit, name: `PSP ${tag} PT1` };
      p.upperCatchment = { ...p.upperCatchment, meanFlow: r2(p.upperCatchment.meanFlow * s) };
      p.lowerCatchment = { ...p.lowerCatchment, meanFlow: r2(p.lowerCatchment.meanFlow * s) };
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
        pond: {
          ...st.pond,
          name: `River ${tag} pond ${k + 1}`,
          lat: r2(at.lat + 0.03 * k),
          lon: r2(at.lon + 0.15 * k),
          contentAtMax: Math.round(st.pond.contentAtMax * s),
        },
        turbine: {
          name: `River ${tag} stage ${k + 1} T1`,
          qMin: r2(st.turbine.qMin * s),
          qMax: r2(st.turbine.qMax * s),
        },
        catchment: { ...st.catchment, meanFlow: r2(st.catchment.meanFlow * s) },
      }));
      sites.push(runOfRiverCascade(p));
      made += 3;
    }
  }
  return sites;
}
