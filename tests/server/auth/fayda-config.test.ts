import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { exportJWK, generateKeyPair } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config';

let privateJwk: Record<string, unknown>;
let publicJwk: Record<string, unknown>;
beforeAll(async () => {
  const pair = await generateKeyPair('ES256', { extractable: true });
  privateJwk = { ...(await exportJWK(pair.privateKey)), kid: 'rp-1' };
  publicJwk = await exportJWK(pair.publicKey);
});

const env = (over: Record<string, string>) => ({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'birr-fayda-')), ...over });

describe('FAYDA_* settings', () => {
  it('leave Fayda off when none is set', () => {
    expect(loadConfig(env({})).fayda).toBeUndefined();
  });

  it('take the private JWK as JSON or from a file', () => {
    const given = { FAYDA_ISSUER: 'https://esignet.example.et', FAYDA_CLIENT_ID: 'birr' };
    expect(loadConfig(env({ ...given, FAYDA_PRIVATE_KEY: JSON.stringify(privateJwk) })).fayda).toEqual({
      issuer: 'https://esignet.example.et',
      clientId: 'birr',
      privateKey: privateJwk,
    });
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'birr-jwk-')), 'fayda.jwk.json');
    writeFileSync(file, JSON.stringify(privateJwk));
    expect(loadConfig(env({ ...given, FAYDA_PRIVATE_KEY: file })).fayda?.privateKey).toEqual(privateJwk);
  });

  it('refuse one or two of the three, a public key, and a file that is not there', () => {
    expect(() => loadConfig(env({ FAYDA_CLIENT_ID: 'birr' }))).toThrow(/FAYDA_ISSUER, FAYDA_CLIENT_ID and FAYDA_PRIVATE_KEY/);
    const given = { FAYDA_ISSUER: 'https://esignet.example.et', FAYDA_CLIENT_ID: 'birr' };
    expect(() => loadConfig(env({ ...given, FAYDA_PRIVATE_KEY: JSON.stringify(publicJwk) }))).toThrow(/private RSA or EC JWK/);
    expect(() => loadConfig(env({ ...given, FAYDA_PRIVATE_KEY: '/nonexistent/fayda.jwk' }))).toThrow(/neither a JWK/);
  });
});
