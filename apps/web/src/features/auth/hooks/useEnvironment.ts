import { useParams } from '@tanstack/react-router';
import { DEFAULT_ENVIRONMENT } from '../session/session';

/** The environment slug of the current route (only 'en' exists). */
export function useEnvironment(): string {
  const params = useParams({ strict: false }) as { env?: string };
  return params.env ?? DEFAULT_ENVIRONMENT;
}
