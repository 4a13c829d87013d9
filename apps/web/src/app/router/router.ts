import { createRouter } from '@tanstack/react-router';
import { PageLoader } from '@/ui/PageLoader';
import { DiagnosticErrorPage } from '@/features/errors/components/DiagnosticErrorPage';
import { NotFoundPage } from '@/features/errors/components/NotFoundPage';
import { routeTree } from './routeTree';

export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  defaultPendingComponent: PageLoader,
  defaultNotFoundComponent: NotFoundPage,
  defaultErrorComponent: DiagnosticErrorPage,
  scrollRestoration: true,
});
