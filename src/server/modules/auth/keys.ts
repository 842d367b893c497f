import { createHmac, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Separate keys for separate uses, all derived from the one server secret. */
export type AuthKeys = { jwt: Uint8Array; codes: Buffer; state: Uint8Array; identity: Buffer };

export function deriveKeys(secret: string): AuthKeys {
  const derive = (label: string) => createHmac('sha256', secret).update(label).digest();
  return {
    jwt: new Uint8Array(derive('jwt')),
    codes: derive('codes'),
    state: new Uint8Array(derive('oauth-state')),
    // Keys the hash of an identity provider's subject (identity_verifications.subject_hash).
    identity: derive('identity-subject'),
  };
}

/** JWT_SECRET when given; otherwise generated once and kept (mode 600) so restarts keep sessions. */
export function loadOrCreateSecret(dataDir: string, fromEnv?: string): string {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, 'secret.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return secret;
}
