import { lazy, type ComponentType } from 'react';

const RELOADED_KEY = 'penstock.chunkReloadAt';
const RELOAD_GUARD_MS = 10_000;

/**
 * A failed lazily loaded chunk (usually: a new release replaced the files) triggers a full page
 * reload (spec 1 section 8). A second failure within 10 s is rethrown instead, so a broken
 * deployment shows the diagnostic error page rather than reloading forever.
 */
export function reloadForFailedChunk(error: unknown): never {
  let last = 0;
  try {
    last = Number(sessionStorage.getItem(RELOADED_KEY) ?? 0);
  } catch {
    /* no storage: reload anyway once */
  }
  if (Date.now() - last > RELOAD_GUARD_MS) {
    try {
      sessionStorage.setItem(RELOADED_KEY, String(Date.now()));
    } catch {
      /* ignore */
    }
    window.location.reload();
  }
  throw error;
}

type PageModule = { default: ComponentType };

export function lazyPage(load: () => Promise<PageModule>) {
  return lazy((): Promise<PageModule> => load().catch(reloadForFailedChunk));
}

/** Vite reports failed preloads of dependent chunks with this event. */
export function installChunkErrorReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    event.preventDefault();
    reloadForFailedChunk((event as Event & { payload?: unknown }).payload);
  });
}
