import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@/app/theme/global.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { cssVariablesResolver } from '@/app/theme/cssVariablesResolver';
import { theme } from '@/app/theme/theme';
import { CriticalErrorPage } from '@/features/errors/components/CriticalErrorPage';
import { ErrorBoundary } from '@/ui/ErrorBoundary';
import { PageLoader } from '@/ui/PageLoader';
import { ToastHost } from '@/ui/ToastHost';
import { queryClient } from './queryClient';

/** Theme, toasts (bottom-right, 15 s), the query client and the last-resort error page. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <ToastHost />
      <QueryClientProvider client={queryClient}>
        <ErrorBoundary fallback={(error) => <CriticalErrorPage error={error} />}>
          <Suspense fallback={<PageLoader />}>{children}</Suspense>
        </ErrorBoundary>
      </QueryClientProvider>
    </MantineProvider>
  );
}
