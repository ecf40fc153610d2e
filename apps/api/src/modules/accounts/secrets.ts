import { createHash, randomBytes, randomInt, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Password hashing with scrypt, a memory-hard function built into Node (docs/decisions/0002-password-hashing.md).
 * The parameters are stored with each hash, so they can be raised later without breaking old hashes.
 */
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, keyLength: 64, saltLength: 16 };

function scryptAsync(
  password: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

const maxmem = (N: number, r: number) => 128 * N * r * 2;

/** `scrypt$N$r$p$salt$hash` (base64url parts). */
export async function hashPassword(password: string): Promise<string> {
  const { N, r, p, keyLength, saltLength } = SCRYPT;
  const salt = randomBytes(saltLength);
  const key = await scryptAsync(password, salt, keyLength, { N, r, p, maxmem: maxmem(N, r) });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** True when the password matches the stored hash; compared in constant time. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = stored?.split('$') ?? [];
  if (parts.length !== 6 || parts[0] !== 'scrypt') {
    // Same work as a real check, so a missing account or hash does not answer faster.
    await scryptAsync(password, randomBytes(SCRYPT.saltLength), SCRYPT.keyLength, {
      N: SCRYPT.N,
      r: SCRYPT.r,
      p: SCRYPT.p,
      maxmem: maxmem(SCRYPT.N, SCRYPT.r),
    });
    return false;
  }
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64url');
  const N = Number(n);
  const R = Number(r);
  const key = await scryptAsync(password, Buffer.from(salt, 'base64url'), expected.length, {
    N,
    r: R,
    p: Number(p),
    maxmem: maxmem(N, R),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash no password can match: for accounts that sign in with Google only. */
export function unusablePasswordHash(): Promise<string> {
  return hashPassword(randomBytes(32).toString('base64url'));
}

/** A random 32-byte session token, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this is stored for tokens and codes. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Six random digits, leading zeros kept. */
export function newOtp(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** A code's stored hash: salted with the row id so equal codes never share a hash. */
export function hashCode(codeId: string, code: string): string {
  return sha256(`${codeId}:${code}`);
}

/** Constant-time comparison of two hex digests. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A readable random password for generated admin accounts. */
export function generatePassword(): string {
  return randomBytes(15).toString('base64url');
}
