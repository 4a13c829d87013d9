import { describe, expect, test } from 'vitest';
import { DEFAULT_BOX, locatedPlants, mapFrame, MIN_SPAN_DEG } from './mapFrame';

describe('mapFrame', () => {
  test('without located plants it shows Europe', () => {
    expect(mapFrame([])).toEqual(DEFAULT_BOX);
  });
  test('a single plant is centred with at least the minimum span', () => {
    const box = mapFrame([{ latitude: 47.2, longitude: 12.7 }]);
    expect(box.north - box.south).toBeCloseTo(MIN_SPAN_DEG);
    expect((box.north + box.south) / 2).toBeCloseTo(47.2);
    expect((box.east + box.west) / 2).toBeCloseTo(12.7);
    expect(box.east - box.west).toBeGreaterThan(MIN_SPAN_DEG); // widened for latitude
  });
  test('spread plants are padded on every side', () => {
    const box = mapFrame([
      { latitude: 40, longitude: -5 },
      { latitude: 60, longitude: 25 },
    ]);
    expect(box.south).toBeCloseTo(35);
    expect(box.north).toBeCloseTo(65);
    expect(box.west).toBeCloseTo(-12.5);
    expect(box.east).toBeCloseTo(32.5);
  });
  test('the box stays on the globe', () => {
    const box = mapFrame([{ latitude: 84, longitude: 179 }]);
    expect(box.north).toBeLessThanOrEqual(85);
    expect(box.east).toBeLessThanOrEqual(180);
  });
  test('locatedPlants drops plants without a location', () => {
    const plants = [
      { id: 'a', location: { latitude: 1, longitude: 2 } },
      { id: 'b', location: null },
    ];
    expect(locatedPlants(plants).map((p) => p.id)).toEqual(['a']);
  });
});
