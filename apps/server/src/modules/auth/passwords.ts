import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id (a const enum the isolated-modules build cannot read).
const ARGON2ID = 2;

// argon2id with the library's defaults (19 MiB, 2 passes): OWASP's minimum recommendation.
export const hashPassword = (password: string) => hash(password, { algorithm: ARGON2ID });

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password; with no stored hash (unknown user) it verifies against a dummy hash so both
 * failures spend the same time and do not reveal which e-mails have accounts.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('penstock-dummy-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
