import type { FeatureCollection, Geometry } from 'geojson';

export type Countries = FeatureCollection<Geometry, { name?: string }>;

/**
 * Country outlines for the offline map (world-atlas at 1:50m, fine enough for a region of a few
 * hundred km). Loaded on demand as its own chunk, so only the map screen pays for it.
 */
export async function loadCountries(): Promise<Countries> {
  const [{ feature }, atlas] = await Promise.all([
    import('topojson-client'),
    import('world-atlas/countries-50m.json').then((m) => m.default as unknown),
  ]);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const topology = atlas as any;
  return feature(topology, topology.objects.countries) as unknown as Countries;
}
