import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) with its default memory and time costs; a test checks the prefix. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Spends the same time as a real check when the e-mail is unknown, so timing does not reveal
// which addresses have accounts.
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(await dummyHash, password);
  return false;
}
