/**
 * The demo world of DESIGN.md section 6: three sites in the Alps (fictional names, real
 * landscapes). Sizes are those of real plants of the kind: a seasonal reservoir of 160 hm3 in
 * the Hohe Tauern, a pumped-storage pair in the Glarus Alps, and three run-of-river stages on
 * the Inn in Tyrol.
 */
import type { AlpineStorageParams } from './alpineStorage.js';
import type { CascadeParams } from './runOfRiverCascade.js';
import type { PumpedStorageParams } from './pumpedStorage.js';
import type { PriceRegion } from './topology.js';

export const DEMO_PRICE_REGIONS: PriceRegion[] = [
  { id: 'region.at', name: 'Austria', currency: 'EUR', timezone: 'Europe/Vienna', mean_price: 85 },
  { id: 'region.ch', name: 'Switzerland', currency: 'EUR', timezone: 'Europe/Zurich', mean_price: 90 },
];

export function demoAlpineStorage(): AlpineStorageParams {
  return {
    key: 'hochalm',
    name: 'Hochalm Storage',
    internalId: 'AT-HOA-01',
    code: 'HOA',
    priceRegionId: 'region.at',
    timezone: 'Europe/Vienna',
    reservoir: {
      name: 'Hochalmspeicher',
      lat: 47.155,
      lon: 12.7,
      minLevel: 1960,
      maxLevel: 2036,
      contentAtMax: 160e6,
      deadFraction: 0.06,
    },
    tailwater: { name: 'Hochalm tailrace', lat: 47.262, lon: 12.742, level: 1175 },
    // two Francis units (gross head 785-861 m); p_min at 40 % of p_max (9.5 of 22 m3/s): a Francis
    // runner below that load runs rough (draft-tube vortex) and loses efficiency fast
    turbines: [
      { name: 'Hochalm M1', qMin: 9.5, qMax: 22 },
      { name: 'Hochalm M2', qMin: 9.5, qMax: 22 },
    ],
    gate: { name: 'Hochalm spillway gate', qMax: 180, openingMaxCm: 600 },
    catchment: {
      meanFlow: 6.5,
      meltShare: 0.6,
      stormShare: 0.2,
      meltPeakDoy: 180,
      meltWidthDays: 30,
      stormTauHours: 24,
    },
  };
}

export function demoPumpedStorage(): PumpedStorageParams {
  return {
    key: 'gletschersee',
    name: 'Gletschersee Pumped Storage',
    internalId: 'CH-GLS-01',
    code: 'GLS',
    priceRegionId: 'region.ch',
    timezone: 'Europe/Zurich',
    upper: {
      name: 'Obersee',
      lat: 46.835,
      lon: 8.985,
      minLevel: 2414,
      maxLevel: 2474,
      contentAtMax: 25e6,
      deadFraction: 0.08,
    },
    lower: {
      name: 'Talsee',
      lat: 46.815,
      lon: 9.005,
      minLevel: 1790,
      maxLevel: 1853,
      contentAtMax: 18e6,
      deadFraction: 0.1,
    },
    river: { name: 'Linth below Talsee', lat: 46.803, lon: 9.018, level: 1760 },
    // a reversible Francis pump turbine (gross head 561-684 m): generating from 40 % of p_max
    // (17 of 40 m3/s); pumping only near full flow (28-34 m3/s), as a fixed-speed pump must
    unit: { name: 'Gletschersee PT1', qMin: 17, qMax: 40, pumpQMin: 28, pumpQMax: 34 },
    gate: { name: 'Talsee outlet gate', qMax: 60, openingMaxCm: 400 },
    upperCatchment: {
      meanFlow: 0.6,
      meltShare: 0.65,
      stormShare: 0.15,
      meltPeakDoy: 185,
      meltWidthDays: 28,
      stormTauHours: 12,
    },
    lowerCatchment: {
      meanFlow: 3,
      meltShare: 0.5,
      stormShare: 0.25,
      meltPeakDoy: 170,
      meltWidthDays: 32,
      stormTauHours: 18,
    },
  };
}

export function demoCascade(): CascadeParams {
  const stage = (
    k: number,
    key: string,
    name: string,
    lat: number,
    lon: number,
    minLevel: number,
    maxLevel: number,
    contentAtMax: number,
    headM: number,
    qMax: number,
    meanFlow: number,
    delayHours: number,
  ) => ({
    key,
    name,
    internalId: `AT-INN-0${k}`,
    code: `IN${k}`,
    pond: { name: `${name} head pond`, lat, lon, minLevel, maxLevel, contentAtMax, deadFraction: 0.4 },
    // gross head from the pond's mid operating level
    tailwater: {
      name: `${name} tailwater`,
      lat: lat + 0.004,
      lon: lon + 0.012,
      level: (minLevel + maxLevel) / 2 - headM,
    },
    // a double-regulated Kaplan turbine keeps over 75 % efficiency down to a fifth of its flow
    // (hydraulics.ts): p_min at about 17 % of p_max, lower than a Francis unit's 40 %
    turbine: { name: `${name} T1`, qMin: 0.2 * qMax, qMax },
    gate: { name: `${name} weir gate`, qMax: 1800, openingMaxCm: 900 },
    catchment:
      k === 1
        ? { meanFlow, meltShare: 0.5, stormShare: 0.2, meltPeakDoy: 165, meltWidthDays: 35, stormTauHours: 36 }
        : { meanFlow, meltShare: 0.4, stormShare: 0.3, meltPeakDoy: 155, meltWidthDays: 30, stormTauHours: 12 },
    delayHours,
  });
  return {
    key: 'inn-cascade',
    priceRegionId: 'region.at',
    timezone: 'Europe/Vienna',
    stages: [
      // head ponds held within 1.6-2 m, as river plants run them: a wider band would swing a
      // 10 m head by more than a tenth
      stage(1, 'innau', 'Innau', 47.268, 11.25, 585.6, 587.4, 1.6e6, 10.5, 260, 150, 1),
      stage(2, 'brunnau', 'Brunnau', 47.281, 11.452, 560.5, 562.5, 1.2e6, 12, 280, 10, 2),
      stage(3, 'leitenau', 'Leitenau', 47.331, 11.618, 540.45, 542.05, 1.4e6, 9.5, 300, 14, 0),
    ],
  };
}
