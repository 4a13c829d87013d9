import { maxOf, minOf } from '@penstock/domain';

/**
 * The part of the world the cockpit map shows: the bounding box of the plant locations, padded so
 * that a single plant (or plants a few km apart) still shows its country around it.
 * Degrees; longitude east positive.
 */
export interface LonLat {
  longitude: number;
  latitude: number;
}
export interface GeoBox {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** At least this many degrees of latitude are shown, so the map never zooms in to a valley. */
export const MIN_SPAN_DEG = 6;
/** Fraction of the span added on each side, so markers never touch the edge. */
export const PAD_FRACTION = 0.25;
/** Shown when no plant has a location: Europe, where the product's plants are. */
export const DEFAULT_BOX: GeoBox = { west: -10, south: 35, east: 30, north: 62 };

export function mapFrame(points: LonLat[]): GeoBox {
  if (!points.length) return DEFAULT_BOX;
  const lons = points.map((p) => p.longitude);
  const lats = points.map((p) => p.latitude);
  let west = minOf(lons);
  let east = maxOf(lons);
  let south = minOf(lats);
  let north = maxOf(lats);
  const grow = (lo: number, hi: number, min: number): [number, number] => {
    const span = hi - lo;
    const pad = Math.max(span * PAD_FRACTION, (min - span) / 2, 0);
    return [lo - pad, hi + pad];
  };
  [south, north] = grow(south, north, MIN_SPAN_DEG);
  // A degree of longitude is shorter away from the equator: widen so the box is not a sliver.
  const midLat = (south + north) / 2;
  const lonMin = MIN_SPAN_DEG / Math.max(Math.cos((midLat * Math.PI) / 180), 0.2);
  [west, east] = grow(west, east, lonMin);
  return {
    west: Math.max(west, -180),
    east: Math.min(east, 180),
    south: Math.max(south, -85),
    north: Math.min(north, 85),
  };
}

/** The box as a GeoJSON polygon outline, for d3-geo's fitExtent (rings wound clockwise for d3). */
export function boxFeature(box: GeoBox) {
  const { west, south, east, north } = box;
  return {
    type: 'Feature' as const,
    properties: {},
    geometry: {
      type: 'MultiPoint' as const,
      coordinates: [
        [west, south],
        [west, north],
        [east, north],
        [east, south],
      ],
    },
  };
}

/** Plants that have a location, with it. */
export function locatedPlants<T extends { location: LonLat | null }>(plants: T[]): (T & { location: LonLat })[] {
  return plants.filter((p): p is T & { location: LonLat } => p.location !== null);
}
