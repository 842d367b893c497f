import { createDecipheriv, createECDH, createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';

/** One POST the push service received, with its payload decrypted as the device would. */
export type ReceivedPush = {
  device: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
  /** The payload, decrypted with the device's keys (RFC 8291, aes128gcm). */
  payload: unknown;
};

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/**
 * A push service on loopback (RFC 8030): each device has an endpoint `/push/<device>` and its own
 * keys (ECDH P-256 and a 16-byte auth secret), as a browser's PushSubscription has. It takes the
 * encrypted POST and answers 201, or what `answer(device, status)` set (404, 410: gone).
 */
export async function startPushService() {
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number>();
  const devices = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();

  const decrypt = (device: string, body: Buffer): unknown => {
    const d = devices.get(device);
    if (!d) return null;
    const salt = body.subarray(0, 16);
    const idlen = body[20];
    const asPublic = body.subarray(21, 21 + idlen);
    const cipher = body.subarray(21 + idlen);
    const uaPublic = d.ecdh.getPublicKey();
    const ecdhSecret = d.ecdh.computeSecret(asPublic);
    const prkKey = hmac(d.auth, ecdhSecret);
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic, Buffer.from([1])]);
    const ikm = hmac(prkKey, keyInfo);
    const prk = hmac(salt, ikm);
    const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
    const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(cipher.subarray(cipher.length - 16));
    const plain = Buffer.concat([decipher.update(cipher.subarray(0, cipher.length - 16)), decipher.final()]);
    // The last record ends with the delimiter 0x02, then any padding zeros.
    let end = plain.length;
    while (end > 0 && plain[end - 1] === 0) end--;
    return JSON.parse(plain.subarray(0, end - 1).toString('utf8'));
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const device = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1];
      if (req.method !== 'POST' || !device) return void res.writeHead(404).end();
      const body = Buffer.concat(chunks);
      let payload: unknown = null;
      try {
        payload = decrypt(device, body);
      } catch {
        payload = null;
      }
      received.push({ device, headers: req.headers, body, payload });
      res.writeHead(answers.get(device) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const origin = `http://127.0.0.1:${port}`;

  return {
    origin,
    received,
    /** A new device's subscription, as PushSubscription.toJSON() gives it. */
    device(name = randomBytes(6).toString('hex')) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(name, { ecdh, auth });
      return { name, endpoint: `${origin}/push/${name}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
    },
    /** How the service answers a device's next pushes: 201, or 404/410 once it is gone. */
    answer(device: string, status: number) {
      answers.set(device, status);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
