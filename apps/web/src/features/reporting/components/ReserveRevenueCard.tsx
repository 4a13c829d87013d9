import { Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { figureDisplay } from '../utils/figureDisplay';
import { FigureText } from './FigureText';

/**
 * The plan's grid reserve revenue over the range (capacity price and activation compensation, issue
 * 24) beside the energy revenue's card, in the report's currency.
 */
export function ReserveRevenueCard({ value, currency }: { value: number; currency: string }) {
  const { t, i18n } = useTranslation('reporting');
  const shown = figureDisplay(value, 'EUR', currency, i18n.language);
  return (
    <Paper withBorder radius="md" p="md" data-section-id="reserveRevenue">
      <Text size="sm" c="dimmed" fw={600}>
        {t('reserveRevenue.title')}
      </Text>
      <Group gap={6} align="baseline" mt={6} wrap="nowrap">
        <FigureText shown={shown} testId="reserve-revenue-value" />
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        {t('reserveRevenue.help')}
      </Text>
    </Paper>
  );
}
