import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { linearScale, niceTicks, pathOf } from '../utils/curveGeometry';
import { maxOf, minOf } from '@penstock/domain';
import { CurveFrame, type CurveBox } from './CurveFrame';

const BOX: CurveBox = { width: 560, height: 260, left: 52, right: 12, top: 12, bottom: 36 };
const { width: W, height: H, left: L, right: R, top: T, bottom: B } = BOX;
const COLORS = [
  'var(--mantine-color-primary-7)',
  'var(--mantine-color-primary-5)',
  'var(--mantine-color-primary-3)',
  'var(--mantine-color-secondary-5)',
  'var(--mantine-color-secondary-3)',
];

export interface CurveSet {
  label: string;
  values: (number | null)[];
}

/**
 * Water value (currency/MWh, or per 1000 m3) against filling (% of the operating range): one line per week, the
 * current filling as a vertical line, the latest short-term plan's value as a dot on it.
 */
export function WaterValueCurves({
  fillings,
  curves,
  currentFilling,
  shortTerm,
  unit,
  ariaLabel,
}: {
  fillings: number[];
  curves: CurveSet[];
  currentFilling: number | null;
  shortTerm: number | null;
  /** e.g. EUR/MWh */
  unit: string;
  ariaLabel: string;
}) {
  const { t } = useTranslation('prices');
  const all = curves
    .flatMap((c) => c.values)
    .concat(shortTerm)
    .filter((v): v is number => v !== null && Number.isFinite(v));
  const ticks = niceTicks(Math.min(0, minOf(all)), Math.max(1, maxOf(all)));
  const y = linearScale(ticks[0], ticks[ticks.length - 1], H - B, T);
  const x = linearScale(0, 100, L, W - R);
  return (
    <CurveFrame
      box={BOX}
      ticks={ticks}
      y={y}
      tickLabel={(v) => Number(v.toPrecision(6))}
      xLabels={[0, 25, 50, 75, 100].map((f) => (
        // the last label ends at the plot's edge ("100 %" was cut off at the right)
        <text
          key={f}
          x={x(f)}
          y={H - B + 16}
          textAnchor={f === 100 ? 'end' : 'middle'}
          fontSize={11}
          fill="currentColor"
        >
          {f} %
        </text>
      ))}
      xTitle={t('longTerm.filling')}
      yTitle={unit}
      ariaLabel={ariaLabel}
      testId="water-value-curves"
      legend={
        <Group gap="md" mt={4}>
          {curves.map((c, i) => (
            <Group key={c.label} gap={4}>
              <span style={{ width: 14, height: 3, background: COLORS[i % COLORS.length], display: 'inline-block' }} />
              <Text size="xs">{c.label}</Text>
            </Group>
          ))}
          {currentFilling !== null && (
            <Text size="xs" c="red.7">
              {t('longTerm.currentFilling', { value: currentFilling.toFixed(1) })}
            </Text>
          )}
          {shortTerm !== null && (
            <Text size="xs" c="red.7">
              ● {t('longTerm.shortTermLegend')}
            </Text>
          )}
        </Group>
      }
    >
      {curves.map((c, i) => (
        <path
          key={c.label}
          d={pathOf(
            fillings.map((f, k) => [f, c.values[k]]),
            x,
            y,
          )}
          fill="none"
          stroke={COLORS[i % COLORS.length]}
          strokeWidth={i === 0 ? 2.5 : 1.5}
        />
      ))}
      {currentFilling !== null && (
        <line
          x1={x(currentFilling)}
          x2={x(currentFilling)}
          y1={T}
          y2={H - B}
          stroke="var(--mantine-color-red-6)"
          strokeDasharray="4 3"
          data-testid="current-filling-line"
        />
      )}
      {currentFilling !== null && shortTerm !== null && (
        <circle
          cx={x(currentFilling)}
          cy={y(shortTerm)}
          r={5}
          fill="var(--mantine-color-red-6)"
          data-testid="short-term-dot"
        >
          <title>{t('longTerm.shortTermDot', { value: shortTerm.toFixed(1), unit })}</title>
        </circle>
      )}
    </CurveFrame>
  );
}
