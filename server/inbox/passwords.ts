/**
 * Staff passwords: stored only as scrypt hashes with a random salt per password, compared in
 * constant time. Format: scrypt$<N>$<r>$<p>$<salt base64>$<hash base64>, so the cost can be
 * raised later without invalidating stored hashes.
 */
import crypto from "node:crypto";

export const MIN_PASSWORD_LENGTH = 12;
const MAX_PASSWORD_LENGTH = 1024;
interface ScryptCost {
  N: number;
  r: number;
  p: number;
}
const COST: ScryptCost = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;

/** Why a new password is refused, or undefined when it is acceptable. */
export function passwordProblem(password: string): string | undefined {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH)
    return `The password is too short: it needs at least ${MIN_PASSWORD_LENGTH} characters (it has ${length}).`;
  if (length > MAX_PASSWORD_LENGTH)
    return `The password is too long: at most ${MAX_PASSWORD_LENGTH} characters.`;
  return undefined;
}

function scrypt(password: string, salt: Buffer, cost: ScryptCost, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    crypto.scrypt(
      password.normalize("NFC"),
      salt,
      length,
      { ...cost, maxmem: 256 * cost.N * cost.r },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/**
 * Hashes a new password at the production cost. Only tests pass a lower `cost`, for accounts they
 * sign in to hundreds of times (the cost is read back from the hash, so checking works the same).
 */
export async function hashPassword(password: string, cost: ScryptCost = COST): Promise<string> {
  const salt = crypto.randomBytes(16);
  const hash = await scrypt(password, salt, cost, KEY_LENGTH);
  return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64"), hash.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const actual = await scrypt(password, Buffer.from(salt, "base64"), cost, expected.length);
  return crypto.timingSafeEqual(actual, expected);
}

let decoy: Promise<string> | undefined;

/**
 * A hash to check a password against when the email matches no account, so that an unknown email
 * takes as long to refuse as a wrong password.
 */
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(crypto.randomBytes(18).toString("base64"));
  return decoy;
}

/** Emails are compared trimmed and lower-cased. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();
