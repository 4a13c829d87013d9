import { lazy, type ComponentType } from 'react';

const RELOADED_KEY = 'penstock.chunkReloadAt';
const RELOAD_GUARD_MS = 10_000;

/**
 * A failed lazily loaded chunk (usually: a new release replaced the files) triggers a full page
 * reload (spec 1 section 8). Only once per 10 s: a second failure is left to fail, so a broken
 * deployment shows the diagnostic error page rather than reloading forever. True when reloading.
 */
export function reloadForFailedChunk(): boolean {
  let last = 0;
  try {
    last = Number(sessionStorage.getItem(RELOADED_KEY) ?? 0);
    if (Date.now() - last <= RELOAD_GUARD_MS) return false;
    sessionStorage.setItem(RELOADED_KEY, String(Date.now()));
  } catch {
    /* no storage: reload anyway */
  }
  window.location.reload();
  return true;
}

/**
 * React.lazy for pages and for parts loaded on first use (dialogs, the toast container): a chunk
 * that fails to load reloads the page once instead of ending in the critical error page.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyPage<C extends ComponentType<any>>(load: () => Promise<{ default: C }>) {
  return lazy((): Promise<{ default: C }> =>
    load().catch((error: unknown) => {
      // While the reload is under way, stay pending instead of flashing the error page.
      if (reloadForFailedChunk()) return new Promise<{ default: C }>(() => {});
      throw error;
    }),
  );
}

/** Vite reports failed preloads of dependent chunks with this event; the import itself then rejects. */
export function installChunkErrorReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForFailedChunk()) event.preventDefault();
  });
}
