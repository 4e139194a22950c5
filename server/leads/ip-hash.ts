/**
 * Client IPs are stored only as a salted sha256 (enough to rate-limit and to spot abuse, not to
 * identify anyone). The salt comes from LEADS_IP_SALT, else from DATA_DIR/ip-hash.salt, created
 * with random bytes on first use. Instances sharing one PostgreSQL should share the salt (env).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export const SALT_FILE = "ip-hash.salt";

/** DATA_DIR's salt file cannot be read or holds no usable salt; the message says which. */
export class SaltFileError extends Error {}

export function loadIpSalt(dataDir: string, fromEnv?: string): string {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, SALT_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  if (!fs.existsSync(file)) {
    // Write a private temp file, then link it into place: atomic, and the first process wins.
    const temp = `${file}.${process.pid}.${crypto.randomUUID()}`;
    fs.writeFileSync(temp, crypto.randomBytes(32).toString("hex"), { mode: 0o600 });
    try {
      fs.linkSync(temp, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    } finally {
      fs.rmSync(temp, { force: true });
    }
  }
  let salt: string;
  try {
    salt = fs.readFileSync(file, "utf8").trim();
  } catch (error) {
    throw new SaltFileError(`cannot read the salt file ${file} (${(error as NodeJS.ErrnoException).code})`);
  }
  if (salt.length < 16)
    throw new SaltFileError(`${file} holds no usable salt; delete it to create a new one`);
  return salt;
}

export function hashIp(salt: string, ip: string): string {
  return crypto.createHash("sha256").update(salt).update("\0").update(ip).digest("hex");
}
