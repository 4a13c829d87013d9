/**
 * Username and password from an HTTP Basic header. The browser encodes with btoa (Latin-1), curl
 * and most tools with UTF-8: bytes that are valid UTF-8 are read as UTF-8, anything else as Latin-1.
 */
export function basicCredentials(header: string | undefined): { username: string; password: string } | null {
  const m = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header ?? '');
  if (!m) return null;
  const bytes = Buffer.from(m[1], 'base64');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = bytes.toString('latin1');
  }
  const i = text.indexOf(':');
  if (i <= 0) return null;
  return { username: text.slice(0, i), password: text.slice(i + 1) };
}
