import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webPush, { type PushSubscription, type VapidDetails } from 'web-push';
import type { PushPayload } from '#contract/notification-paths';
import type { Settings } from '#server/config';


/**
 * Web Push (RFC 8030/8291/8292): the payload encrypted for the device (aes128gcm) and signed with
 * our VAPID key, POSTed to the subscription's endpoint. A 404 or 410 means the subscription is gone
 * (`removed`); any other refusal is an error, retried by the delivery.
 */
export interface PushNotifier {
  publicKey: string;
  send(subscription: PushSubscription, payload: PushPayload, opts?: { urgent?: boolean }): Promise<'sent' | 'removed'>;
}

/** A day: a push the device could not take sooner is not worth showing later. */
const TTL_SECONDS = 86_400;

export function webPushNotifier(vapid: VapidDetails, fetchImpl: typeof fetch = fetch): PushNotifier {
  return {
    publicKey: vapid.publicKey,
    async send(subscription, payload, opts = {}) {
      // web-push builds the request (encryption, VAPID headers); fetch sends it, so the transport
      // is the app's own (timeouts, a loopback peer in tests).
      const req = webPush.generateRequestDetails(subscription, JSON.stringify(payload), {
        vapidDetails: vapid,
        TTL: TTL_SECONDS,
        urgency: opts.urgent ? 'high' : 'normal',
      });
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
      const res = await fetchImpl(req.endpoint, {
        method: req.method,
        headers,
        body: req.body ? new Uint8Array(req.body) : undefined,
        signal: AbortSignal.timeout(15_000),
      });
      await res.body?.cancel();
      if (res.status === 404 || res.status === 410) return 'removed';
      if (!res.ok) throw new Error(`push service answered ${res.status}`);
      return 'sent';
    },
  };
}

export type VapidSettings = Settings['vapid'];

/**
 * The VAPID key pair: the configured one; else (not in production) the one generated once into
 * DATA_DIR/vapid.json (mode 600), so restarts keep every device's subscription; else none (push off).
 */
export function loadOrCreateVapid(dataDir: string, s: VapidSettings): VapidDetails | undefined {
  if (s.publicKey && s.privateKey) return { subject: s.subject, publicKey: s.publicKey, privateKey: s.privateKey };
  if (!s.generate) return undefined;
  const file = path.join(dataDir, 'vapid.json');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, `${JSON.stringify(webPush.generateVAPIDKeys())}\n`, { mode: 0o600, flag: 'wx' });
      chmodSync(file, 0o600);
    } catch (err) {
      // Two processes starting at once: the other one wrote it.
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  const keys = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  return { subject: s.subject, ...keys };
}
