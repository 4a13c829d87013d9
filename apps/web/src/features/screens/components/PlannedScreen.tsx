import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/features/shell/components/PageHeader';
import { useCurrentRoute } from '@/features/shell/hooks/useCurrentRoute';
import { useSectionTitle } from '@/features/shell/hooks/useSectionTitle';

/**
 * The frame of a screen whose content arrives with a later release: breadcrumb, title and an
 * honest note. No sample data is shown, so nothing on screen can be mistaken for plant data.
 */
export function PlannedScreen() {
  return (
    <Stack gap="lg">
      <PageHeader />
      <PlannedNote />
    </Stack>
  );
}

/** The note of a planned screen (its section named), for screens that show it beside content of their own. */
export function PlannedNote() {
  const { t } = useTranslation('shell');
  const { name } = useCurrentRoute();
  const section = useSectionTitle(name);
  return (
    <Paper withBorder p="xl" radius="md" data-testid="planned-note">
      <Stack align="center" gap="sm" py="xl">
        <ThemeIcon size={48} radius="xl" variant="light" color="secondary" aria-hidden>
          <IconTools size={26} />
        </ThemeIcon>
        <Text fw={600} size="lg">
          {t('planned.title', { section: section ?? '' })}
        </Text>
        <Text c="dimmed" ta="center" maw={520}>
          {t('planned.body')}
        </Text>
      </Stack>
    </Paper>
  );
}
