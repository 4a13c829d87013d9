import {
  moneyUnit,
  REPORTING_SECTION_IDS,
  type ExportTable,
  type ReportingResponse,
  type ReportingSectionId,
} from '@penstock/domain';
import { displayScale } from '@/features/series/utils/formatValue';

type Section = ReportingResponse['sections'][number];

/** A figure's column unit: volumes always in Mm³ (one unit per column), EUR as the portfolio currency. */
const columnScale = (unit: string, currency: string) => {
  const s = displayScale(moneyUnit(unit, currency), unit === 'm3' ? Infinity : 0);
  return { factor: s.factor, unit: s.unit };
};

/**
 * Reporting as tables: the figures (one column per figure, units in the headers; one row per plant
 * view and the portfolio's row, or the plant's row) and their definitions.
 */
export function reportingTables(
  report: ReportingResponse,
  texts: {
    title: (id: ReportingSectionId) => string;
    plant: string;
    scopeName: string;
    figures: string;
    definitions: string;
    figure: string;
    unit: string;
    definition: string;
  },
): ExportTable[] {
  const ids = REPORTING_SECTION_IDS.filter((id) => report.sections.some((s) => s.id === id));
  const unitOf = new Map(report.sections.map((s) => [s.id, columnScale(s.unit, report.currency)]));
  const row = (name: string, sections: Section[]) => [
    name,
    ...ids.map((id) => {
      const v = sections.find((s) => s.id === id)?.value ?? null;
      return v === null ? null : v * unitOf.get(id)!.factor;
    }),
  ];
  return [
    {
      name: texts.figures,
      columns: [texts.plant, ...ids.map((id) => `${texts.title(id)} (${unitOf.get(id)!.unit})`)],
      rows: [...report.plants.map((p) => row(p.name, p.sections)), row(texts.scopeName, report.sections)],
    },
    {
      name: texts.definitions,
      columns: [texts.figure, texts.unit, texts.definition],
      rows: ids.map((id) => [texts.title(id), unitOf.get(id)!.unit, report.sections.find((s) => s.id === id)!.formula]),
    },
  ];
}
