/**
 * A route-level serializer for large, typed responses (series frames): JSON.stringify alone. The
 * response schema still documents the route in the OpenAPI document, and the series tests parse
 * every answer with it; re-validating each of thousands of points on every request cost the series
 * API more than its own SQL on month-by-hour requests (bench/series.bench.ts, issue 3's 1.5x).
 */
export const plainJsonSerializer = () => (data: unknown) => JSON.stringify(data);
