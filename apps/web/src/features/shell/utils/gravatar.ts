/** Avatar image URL: SHA-256 of the trimmed lower-case e-mail; d=404 so a missing image fails and the initials show. */
export async function gravatarUrl(email: string, size = 80): Promise<string | null> {
  if (!globalThis.crypto?.subtle) return null; // not a secure context: initials only
  const bytes = new TextEncoder().encode(email.trim().toLowerCase());
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `https://www.gravatar.com/avatar/${hex}?d=404&s=${size}`;
}

/** Up to two initials of a name, or of the e-mail's local part. */
export function initials(name: string): string {
  const words = name.split(/[@\s._-]+/).filter(Boolean);
  const letters = (words.length > 1 ? [words[0], words[words.length - 1]] : words).map(
    (w) => w[0]?.toUpperCase() ?? '',
  );
  return letters.join('') || '?';
}
