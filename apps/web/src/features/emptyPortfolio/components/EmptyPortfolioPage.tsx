import { Button, Center, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBriefcase, IconPlus, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildRoutePath, PRODUCT_NAME } from '@penstock/domain';
import { usePortfolios } from '@/features/portfolios/api/getPortfolios';
import { portfolioLabel } from '@/features/portfolios/utils/defaultPortfolio';
import { useScreen } from '@/app/router/useScreen';
import { useDeclareScreenTimezone } from '@/features/shell/hooks/useScreenTimezone';
import { QueryView } from '@/ui/QueryView';
import { RouterAnchor } from '@/ui/RouterAnchor';
import { PortfolioRequestDialog, type PortfolioRequestKind } from './PortfolioRequestDialog';

/** Shown when the user has no portfolio to open (spec 1 section 2, spec 2 section 2). */
export function EmptyPortfolioPage() {
  const { t } = useTranslation('shell');
  const { env } = useScreen('emptyPortfolio');
  const portfolios = usePortfolios();
  const [dialog, setDialog] = useState<PortfolioRequestKind | null>(null);
  // This screen shows no times: no timezone tag.
  useDeclareScreenTimezone(null);

  const content = (
    <QueryView
      query={portfolios}
      errorText={t('empty.error')}
      retryLabel={t('empty.refetch')}
      pending={
        <Stack gap="sm" aria-busy="true" aria-label={t('empty.loading')}>
          <Skeleton height={20} width="60%" />
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Stack>
      }
      empty={
        <Stack gap="md">
          <Title order={1} size="h3">
            {t('empty.none')}
          </Title>
          <Text>{t('empty.reachOut', { product: PRODUCT_NAME })}</Text>
          <Group>
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialog('newPortfolio')}>
              {t('empty.requestNew')}
            </Button>
            <Button
              variant="outline"
              leftSection={<IconUserPlus size={16} aria-hidden />}
              onClick={() => setDialog('assignPortfolio')}
            >
              {t('empty.requestAssign')}
            </Button>
          </Group>
        </Stack>
      }
    >
      {(list) => (
        <Stack gap="md">
          <Title order={1} size="h3">
            {t('empty.navigate')}
          </Title>
          <Stack gap="xs">
            {list.map((p) => (
              <Button
                key={p.id}
                component={RouterAnchor}
                href={buildRoutePath(env, 'cockpitMap', { portfolioId: p.id })}
                variant="light"
                justify="flex-start"
                leftSection={<IconBriefcase size={16} aria-hidden />}
              >
                {portfolioLabel(p)}
              </Button>
            ))}
          </Stack>
        </Stack>
      )}
    </QueryView>
  );

  return (
    <Center mih="60vh">
      <Paper withBorder p="xl" radius="md" w="100%" maw={620}>
        {content}
      </Paper>
      <PortfolioRequestDialog kind="newPortfolio" opened={dialog === 'newPortfolio'} onClose={() => setDialog(null)} />
      <PortfolioRequestDialog
        kind="assignPortfolio"
        opened={dialog === 'assignPortfolio'}
        onClose={() => setDialog(null)}
      />
    </Center>
  );
}
