import { FRONTEND_VERSION } from '@penstock/domain';

/** A plain-text description of an error for support: message, stack, where and when. */
export function errorDescription(error: unknown): string {
  const e = error instanceof Error ? error : new Error(String(error));
  return [
    `Error: ${e.name}: ${e.message}`,
    `Location: ${window.location.href}`,
    `Time: ${new Date().toISOString()}`,
    `Version: ${FRONTEND_VERSION}`,
    `User agent: ${navigator.userAgent}`,
    '',
    e.stack ?? '(no stack)',
  ].join('\n');
}

/** The bug report of the diagnostic error page: the error plus the application manifest. */
export async function bugReport(error: unknown): Promise<string> {
  let manifest: unknown = null;
  try {
    const response = await fetch('/manifest.json', { cache: 'no-store' });
    manifest = response.ok ? await response.json() : `HTTP ${response.status}`;
  } catch (e) {
    manifest = `Manifest could not be loaded: ${String(e)}`;
  }
  const e = error instanceof Error ? error : new Error(String(error));
  return JSON.stringify(
    {
      error: { name: e.name, message: e.message, stack: e.stack },
      location: window.location.href,
      time: new Date().toISOString(),
      userAgent: navigator.userAgent,
      language: navigator.language,
      viewport: { width: window.innerWidth, height: window.innerHeight },
      manifest,
    },
    null,
    2,
  );
}
