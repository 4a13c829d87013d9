import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReportingResponse, ReportingSectionId } from '@penstock/domain';
import { ChartCard } from '@/features/cockpit/components/ChartCard';
import { RouterAnchor } from '@/ui/RouterAnchor';
import { figureDisplay } from '../utils/figureDisplay';

/** The selected figure per plant view of the portfolio, each linking to that plant's reporting. */
export function SectionPlantsTable({
  report,
  sectionId,
  plantHref,
}: {
  report: ReportingResponse;
  sectionId: ReportingSectionId;
  plantHref: (plantViewId: string) => string;
}) {
  const { t, i18n } = useTranslation('reporting');
  if (report.plants.length === 0) return null;
  return (
    <ChartCard title={t('perPlant', { section: t(`section.${sectionId}`) })}>
      <Table striped data-testid="section-plants">
        <Table.Tbody>
          {report.plants.map((p) => {
            const s = p.sections.find((x) => x.id === sectionId);
            const shown = figureDisplay(s?.value ?? null, s?.unit ?? '', report.currency, i18n.language);
            return (
              <Table.Tr key={p.plant_view_id}>
                <Table.Td>
                  <RouterAnchor
                    href={plantHref(p.plant_view_id)}
                    style={{ color: 'var(--mantine-color-primary-7)', fontWeight: 600 }}
                  >
                    {p.name}
                  </RouterAnchor>
                </Table.Td>
                <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {shown.text}{' '}
                  <Text span c="dimmed" size="xs">
                    {shown.unit}
                  </Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ChartCard>
  );
}
