import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Browser features Birr never uses: turned off for the page and anything it might embed. */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
  'interest-cohort',
  'browsing-topics',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

const NONCE = Symbol('birr.cspNonce');
type WithNonce = ServerResponse & { [NONCE]?: string };

/**
 * Security headers on every response (pages, API, media, errors) through @fastify/helmet:
 *
 * - Content-Security-Policy: scripts, styles, images, fonts, connections, workers and the manifest
 *   from our own origin only. Scripts never run inline unless they carry this response's nonce
 *   (`reply.cspNonce.script`, for server-rendered pages) or are the built index.html's own inline
 *   scripts, allowed by their sha256 hash. Styles allow 'unsafe-inline' because Mantine sets
 *   style attributes and injects its CSS variables in <style> tags; that is why the nonce is not
 *   put into style-src (a nonce there would switch 'unsafe-inline' off). Images also allow data:
 *   and blob: (pictures chosen on the device before upload). No framing: frame-ancestors 'none'.
 * - nosniff, Referrer-Policy strict-origin-when-cross-origin, Cross-Origin-Opener-Policy
 *   same-origin, X-Frame-Options DENY, Permissions-Policy switching off unused features, and
 *   Strict-Transport-Security only when the public address is https.
 */
export async function registerSecurityHeaders(app: FastifyInstance, opts: { publicUrl?: string; webDist: string; checkoutOrigin?: string }) {
  const https = opts.publicUrl?.startsWith('https://') ?? false;
  const indexHashes = inlineScriptHashes(path.join(opts.webDist, 'index.html'));

  // Same shape as @fastify/helmet's enableCSPNonces (reply.cspNonce.script), but the nonce only
  // goes into script-src; see above.
  app.decorateReply('cspNonce', null as unknown as { script: string; style: string });
  app.addHook('onRequest', async (_req, reply) => {
    const script = randomBytes(16).toString('base64');
    reply.cspNonce = { script, style: script };
    (reply.raw as WithNonce)[NONCE] = script;
    reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
  });

  const self = "'self'";
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: [self],
        scriptSrc: [self, (_req, res) => `'nonce-${(res as WithNonce)[NONCE] ?? ''}'`, ...indexHashes.directive()],
        styleSrc: [self, "'unsafe-inline'"],
        imgSrc: [self, 'data:', 'blob:'],
        fontSrc: [self],
        connectSrc: [self],
        manifestSrc: [self],
        workerSrc: [self],
        mediaSrc: [self],
        frameSrc: [self],
        objectSrc: ["'none'"],
        baseUri: [self],
        // The plain donation form's answer is a redirect to the provider's checkout, which form-action also governs.
        formAction: [self, ...(opts.checkoutOrigin ? [opts.checkoutOrigin] : [])],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 63_072_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
    xContentTypeOptions: true,
  });
}

/**
 * sha256 sources for the inline scripts of the built index.html (the prerendered landing page
 * has one), re-read when the file changes, so a rebuild needs no restart.
 */
function inlineScriptHashes(file: string) {
  let seen = -1;
  let checkedAt = 0;
  let hashes: string[] = [];
  const refresh = () => {
    const now = Date.now();
    if (now - checkedAt < 1000) return;
    checkedAt = now;
    let mtime = 0;
    try {
      mtime = statSync(file).mtimeMs;
    } catch {
      hashes = [];
      seen = -1;
      return;
    }
    if (mtime === seen) return;
    seen = mtime;
    const html = readFileSync(file, 'utf8');
    hashes = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
      .map((m) => m[1])
      .filter((body) => body.trim() !== '')
      .map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  };
  return {
    /** One directive value per possible hash slot; empty strings are dropped by the browser. */
    directive: () => [() => (refresh(), hashes.join(' '))],
  };
}
