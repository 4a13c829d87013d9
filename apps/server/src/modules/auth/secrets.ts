import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Opaque random token for URLs and MFA secrets (256 bits). */
export const randomToken = () => randomBytes(32).toString('base64url');

/** Only hashes of reset tokens and MFA secrets are stored: a database leak gives no usable token. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export const sixDigitCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

export function equalHashes(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
