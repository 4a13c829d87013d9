import { describe, expect, test } from 'vitest';
import { placeLabels } from './labelPlacement';

describe('placeLabels', () => {
  test('far apart labels all sit right beside their markers', () => {
    const placed = placeLabels([
      { id: 'a', x: 0, y: 0, text: 'Alpha' },
      { id: 'b', x: 0, y: 100, text: 'Beta' },
    ]);
    expect([...placed.keys()]).toEqual(['a', 'b']);
    expect([...placed.values()].every((p) => p.dx > 0 && !p.leader)).toBe(true);
  });

  test('a cluster of plants keeps every label, moved so none overlaps another', () => {
    const cluster = ['Innau', 'Leitenau', 'Brunnau', 'Hochalm Storage', 'Gletschersee'].map((text, i) => ({
      id: text,
      x: 400 + i * 3,
      y: 300 + i * 2,
      text,
    }));
    const placed = placeLabels(cluster);
    expect(placed.size).toBe(cluster.length);
    const boxes = cluster.map((c) => {
      const p = placed.get(c.id)!;
      const w = 4 + c.text.length * 7;
      const x0 = p.anchor === 'start' ? c.x + p.dx : c.x + p.dx - w;
      return { x0, x1: x0 + w, y0: c.y + p.dy - 12, y1: c.y + p.dy + 4 };
    });
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const [a, b] = [boxes[i], boxes[j]];
        expect(a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1, `${cluster[i].id} / ${cluster[j].id}`).toBe(
          false,
        );
      }
  });
});
