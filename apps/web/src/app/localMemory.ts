/**
 * What the browser remembers between visits (spec 1 section 3): last environment, last viewed
 * portfolio, last viewed plant per portfolio and the language in localStorage; the navigation
 * collapse state in sessionStorage. Storage failures (private mode, quota) are ignored.
 */
const PREFIX = 'penstock.';

type LocalKey = 'lastEnvironment' | 'locale' | `lastPortfolio.${string}` | `lastPlant.${string}.${string}`;
type SessionKey = 'navCollapsed';

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(PREFIX + key);
  } catch {
    return null;
  }
}
function write(storage: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(PREFIX + key);
    else storage().setItem(PREFIX + key, value);
  } catch {
    /* storage unavailable: nothing is remembered */
  }
}

export const readLocal = (key: LocalKey) => read(() => localStorage, key);
export const writeLocal = (key: LocalKey, value: string | null) => write(() => localStorage, key, value);
export const readSession = (key: SessionKey) => read(() => sessionStorage, key);
export const writeSession = (key: SessionKey, value: string | null) => write(() => sessionStorage, key, value);

export const lastPortfolioKey = (env: string) => `lastPortfolio.${env}` as const;
export const lastPlantKey = (env: string, portfolioId: string) => `lastPlant.${env}.${portfolioId}` as const;
