import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@/app/theme/global.css';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { TOAST_DURATION_MS } from '@penstock/domain';
import { cssVariablesResolver } from '@/app/theme/cssVariablesResolver';
import { theme } from '@/app/theme/theme';
import { CriticalErrorPage } from '@/features/errors/components/CriticalErrorPage';
import { ErrorBoundary } from '@/ui/ErrorBoundary';
import { PageLoader } from '@/ui/PageLoader';
import { queryClient } from './queryClient';

/** Theme, toasts (bottom-right, 15 s), dialogs, the query client and the last-resort error page. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Notifications position="bottom-right" autoClose={TOAST_DURATION_MS} limit={5} />
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <ErrorBoundary fallback={(error) => <CriticalErrorPage error={error} />}>
            <Suspense fallback={<PageLoader />}>{children}</Suspense>
          </ErrorBoundary>
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
