/**
 * The loopback Chapa on its own, for trying Birr's Chapa adapter by hand:
 *   npx tsx tests/peers/chapa-serve.ts http://127.0.0.1:3000   (Birr's address, for webhooks)
 * then start Birr with the variables it prints. Ctrl-C stops it.
 */
import { startChapaPeer } from './chapa';

const birr = (process.argv[2] ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
const secretKey = 'CHASECK_TEST-loopback-manual';
const webhookSecret = 'loopback-webhook-hash';
// 24 characters, as Chapa's dashboard gives it: direct charge's OTPs are encrypted with it (issue 43).
const encryptionKey = 'loopback-3des-key-24char';
const peer = await startChapaPeer({
  secretKey,
  webhookSecret,
  encryptionKey,
  webhookUrl: `${birr}/api/donation/webhook/chapa`,
  port: Number(process.env.CHAPA_PEER_PORT ?? 0),
});
console.log(`Loopback Chapa at ${peer.url}; webhooks go to ${birr}/api/donation/webhook/chapa`);
console.log(`CHAPA_SECRET_KEY=${secretKey} CHAPA_API_URL=${peer.apiUrl} CHAPA_WEBHOOK_SECRET=${webhookSecret} CHAPA_ENCRYPTION_KEY=${encryptionKey}`);
process.once('SIGINT', () => void peer.close().then(() => process.exit(0)));
