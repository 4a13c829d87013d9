import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buildRoutePath } from '@penstock/domain';
import { lastEnvironment } from '@/app/environments';
import { useSession } from '@/features/auth';
import { usePortfolios } from '@/features/portfolios/api/getPortfolios';
import { defaultPortfolio } from '@/features/portfolios/utils/defaultPortfolio';
import { usePageTitle } from '@/features/shell/hooks/usePageTitle';

/** 'Page not found.' with 'Back to Cockpit' (signed in with a default portfolio) or 'Back to Login'. */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  usePageTitle(t('notFound.section'));
  const params = useParams({ strict: false }) as { env?: string };
  const env = params.env ?? lastEnvironment();
  const session = useSession();
  const portfolios = usePortfolios();
  const target = session.status === 'logged-in' && portfolios.data ? defaultPortfolio(portfolios.data) : undefined;
  return (
    <Center mih="60vh" component="section" aria-labelledby="not-found-title">
      <Stack align="center" gap="sm">
        <Text size="4rem" fw={700} c="secondary.7" aria-hidden>
          404
        </Text>
        <Title order={1} size="h2" id="not-found-title">
          {t('notFound.title')}
        </Title>
        {target ? (
          <Anchor component={Link} to={buildRoutePath(env, 'cockpitMap', { portfolioId: target.id })}>
            {t('notFound.backToCockpit')}
          </Anchor>
        ) : (
          <Anchor component={Link} to={buildRoutePath(env, 'login')}>
            {t('notFound.backToLogin')}
          </Anchor>
        )}
      </Stack>
    </Center>
  );
}
