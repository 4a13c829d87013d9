import { readLocal, writeLocal } from './localMemory';

export interface Environment {
  slug: string;
  name: string;
  production: boolean;
}

/** Every environment this build serves: the one place to add another. */
export const ENVIRONMENTS: readonly Environment[] = [{ slug: 'en', name: 'Penstock', production: true }];

export const DEFAULT_ENVIRONMENT = ENVIRONMENTS[0].slug;

export const findEnvironment = (slug: string | undefined) => ENVIRONMENTS.find((e) => e.slug === slug);

/** Environments sorted by name, for the selector (shown only with two or more). */
export const environmentsByName = () => [...ENVIRONMENTS].sort((a, b) => a.name.localeCompare(b.name));

export function lastEnvironment(): string {
  const stored = readLocal('lastEnvironment');
  return findEnvironment(stored ?? undefined)?.slug ?? DEFAULT_ENVIRONMENT;
}
export const rememberEnvironment = (slug: string) => writeLocal('lastEnvironment', slug);
