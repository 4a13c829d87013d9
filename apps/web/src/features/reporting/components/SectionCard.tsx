import { Group, Paper, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReportingResponse } from '@penstock/domain';
import { figureDisplay } from '../utils/figureDisplay';
import { FigureText } from './FigureText';

type Section = ReportingResponse['sections'][number];

/** One reporting figure: its name, the number with its unit, and how it is computed as a tooltip. */
export function SectionCard({
  section,
  currency,
  selected,
  onSelect,
}: {
  section: Section;
  currency: string;
  selected: boolean;
  onSelect: () => void;
}) {
  const { t, i18n } = useTranslation('reporting');
  const shown = figureDisplay(section.value, section.unit, currency, i18n.language);
  const title = t(`section.${section.id}`);
  return (
    <Paper
      id={`section-${section.id}`}
      data-section-id={section.id}
      data-selected={selected || undefined}
      withBorder
      radius="md"
      p="md"
      style={{
        borderColor: selected ? 'var(--mantine-color-primary-6)' : undefined,
        boxShadow: selected ? '0 0 0 2px var(--mantine-color-primary-3)' : undefined,
        scrollMarginTop: 80,
      }}
    >
      <UnstyledButton
        onClick={onSelect}
        w="100%"
        aria-pressed={selected}
        aria-label={`${title}: ${shown.text} ${shown.unit}`}
      >
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Text size="sm" c="dimmed" fw={600}>
            {title}
          </Text>
          <Tooltip label={section.formula} multiline w={320} withArrow>
            <IconInfoCircle size={16} aria-label={t('formula')} color="var(--mantine-color-secondary-5)" />
          </Tooltip>
        </Group>
        <Tooltip label={section.formula} multiline w={320} withArrow openDelay={300}>
          <Group gap={6} align="baseline" mt={6} wrap="nowrap">
            <FigureText shown={shown} testId="section-value" />
          </Group>
        </Tooltip>
      </UnstyledButton>
    </Paper>
  );
}
