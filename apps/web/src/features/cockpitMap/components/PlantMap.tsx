import { Box } from '@mantine/core';
import { geoMercator, geoPath } from 'd3-geo';
import { useMemo, type KeyboardEvent } from 'react';
import type { PlantView } from '@penstock/domain';
import type { Countries } from '../utils/loadCountries';
import { placeLabels } from '../utils/labelPlacement';
import { boxFeature, mapFrame, type LonLat } from '../utils/mapFrame';

const WIDTH = 800;
const HEIGHT = 560;
const MARGIN = 24;

type LocatedPlant = PlantView & { location: LonLat };

/**
 * The offline map: country outlines projected with Mercator, fitted to the plants' box, and one
 * marker per located plant view. Markers are keyboard-focusable buttons; hover and focus report
 * the plant so the list beside can highlight it too.
 */
export function PlantMap({
  plants,
  countries,
  highlighted,
  onHighlight,
  onOpen,
  label,
}: {
  plants: LocatedPlant[];
  countries: Countries | undefined;
  highlighted: string | null;
  onHighlight: (id: string | null) => void;
  onOpen: (plant: PlantView) => void;
  label: string;
}) {
  const projection = useMemo(() => {
    const box = boxFeature(mapFrame(plants.map((p) => p.location)));
    return geoMercator().fitExtent(
      [
        [MARGIN, MARGIN],
        [WIDTH - MARGIN, HEIGHT - MARGIN],
      ],
      box,
    );
  }, [plants]);
  const path = useMemo(() => geoPath(projection), [projection]);
  const countryPaths = useMemo(
    () => countries?.features.map((f, i) => ({ key: `${f.id ?? i}`, d: path(f) ?? '' })).filter((c) => c.d) ?? [],
    [countries, path],
  );
  // Draw the highlighted marker last so it sits on top of its neighbours.
  const ordered = [...plants].sort((a, b) => Number(a.id === highlighted) - Number(b.id === highlighted));
  const positions = new Map(
    ordered.map((p) => [p.id, projection([p.location.longitude, p.location.latitude]) ?? [0, 0]]),
  );
  const labels = placeLabels(
    [...ordered]
      .reverse()
      .map((p) => ({ id: p.id, x: positions.get(p.id)![0], y: positions.get(p.id)![1], text: p.name })),
  );
  const keyOpen = (plant: PlantView) => (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onOpen(plant);
    }
  };
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="group"
      aria-label={label}
      data-testid="plant-map"
      style={{
        width: '100%',
        height: 'auto',
        display: 'block',
        background: 'var(--mantine-color-info-0)',
        borderRadius: 8,
      }}
    >
      <g aria-hidden>
        {countryPaths.map((c) => (
          <path
            key={c.key}
            d={c.d}
            fill="var(--mantine-color-body)"
            stroke="var(--mantine-color-gray-5)"
            strokeWidth={0.8}
          />
        ))}
      </g>
      {ordered.map((plant) => {
        const [x, y] = positions.get(plant.id)!;
        const active = plant.id === highlighted;
        const label = labels.get(plant.id);
        return (
          <g
            key={plant.id}
            transform={`translate(${x},${y})`}
            role="button"
            tabIndex={0}
            aria-label={plant.name}
            data-plant-marker={plant.id}
            style={{ cursor: 'pointer', outline: 'none' }}
            onMouseEnter={() => onHighlight(plant.id)}
            onMouseLeave={() => onHighlight(null)}
            onFocus={() => onHighlight(plant.id)}
            onBlur={() => onHighlight(null)}
            onClick={() => onOpen(plant)}
            onKeyDown={keyOpen(plant)}
          >
            <circle
              r={active ? 11 : 7}
              fill={active ? 'var(--mantine-color-accent-6)' : 'var(--mantine-color-primary-6)'}
              stroke="white"
              strokeWidth={2}
            />
            {label && (
              <>
                {label.leader && (
                  <line
                    x1={0}
                    y1={0}
                    x2={label.dx}
                    y2={label.dy - 4}
                    stroke="var(--mantine-color-gray-6)"
                    strokeWidth={1}
                    aria-hidden
                  />
                )}
                <text
                  x={label.dx + (active ? Math.sign(label.dx) * 4 : 0)}
                  y={label.dy}
                  textAnchor={label.anchor}
                  fontSize={active ? 15 : 12}
                  fontWeight={active ? 700 : 500}
                  fill="var(--mantine-color-text)"
                  stroke="var(--mantine-color-body)"
                  strokeWidth={3}
                  paintOrder="stroke"
                  data-plant-label={plant.id}
                >
                  {plant.name}
                </text>
              </>
            )}
          </g>
        );
      })}
    </Box>
  );
}
