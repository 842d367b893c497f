import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { normalizeEmail } from '../contract/auth';
import { SERVICE_FEE_PERCENT_DEFAULT } from '../contract/fees';
import { hasAtMostTwoDecimals, parseRate } from '../contract/money';
import { USD_ETB_RATE_DATE_DEFAULT, USD_ETB_RATE_DEFAULT } from './adapters/rates/fixed';
import type { S3Settings } from './adapters/storage/s3';
import { MAKE_A_SECRET, weakSecret } from './secret-strength';
import { PUBLIC_PREFIX_MIN, tooBroad } from './trusted-proxies';

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((s) => (s ? s : undefined))
  .pipe(z.url().optional());

/** Every setting has an embedded default, so `npm start` needs nothing configured. */
const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  /** A Postgres server; without it the embedded PGlite in DATA_DIR/pg is used. */
  DATABASE_URL: optionalUrl,
  /**
   * production: the stricter mode the Dockerfile runs (see loadConfig). Unset, development or test:
   * the demo. Anything else (Production, prod, staging) is refused rather than guessed at.
   */
  NODE_ENV: z
    .string()
    .optional()
    .superRefine((v, ctx) => {
      if (!v || NODE_ENVS.includes(v)) return;
      ctx.addIssue({
        code: 'custom',
        message: `${JSON.stringify(v)} is not a mode: set NODE_ENV=production for a real site, or leave it unset (or development, test) for the demo, which takes test payments and has accounts with a published password`,
      });
    }),
  /**
   * The origin the app is reached at: every absolute link (emails, payment return URLs, canonical
   * and Open Graph tags, the sitemap) is made from it, never from the request's Host header.
   * Required in production; elsewhere http://localhost:PORT.
   */
  PUBLIC_URL: optionalUrl,
  /** Seed demo data into an empty database: on by default, off in production unless SEED=1. */
  SEED: z.enum(['0', '1', 'true', 'false']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the built web app lives: the web root, every file in it public. */
  WEB_DIST: z.string().default('./dist/web'),
  /** The server renderer (entry.js) and the web build's manifest (manifest.json): never served. */
  SSR_DIST: z.string().default('./dist/ssr'),
  /** Signs session tokens; without it one is generated once and kept in DATA_DIR/secret.key. */
  JWT_SECRET: z
    .string()
    .optional()
    .transform((s) => (s ? s : undefined))
    .pipe(z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional()),
  /** smtp://user:pass@host:port (smtps:// for TLS); without it emails go to DATA_DIR/outbox.jsonl. */
  SMTP_URL: optionalUrl,
  SMTP_FROM: z.string().default('Birr <no-reply@birr.local>'),
  /** An HTTP SMS gateway taking POST {to, text}; without it text messages go to the outbox. */
  SMS_GATEWAY_URL: optionalUrl,
  SMS_GATEWAY_TOKEN: z.string().optional(),
  /**
   * Web Push's VAPID key pair (base64url, as `web-push generate-vapid-keys` prints them). Without
   * them one is generated once and kept in DATA_DIR/vapid.json — except in production, where Web
   * Push is off until both are given (instances must share one pair: subscriptions are bound to it).
   */
  VAPID_PUBLIC_KEY: z.string().trim().optional(),
  VAPID_PRIVATE_KEY: z.string().trim().optional(),
  /** Who push services may contact about our messages: a mailto: or https: URL. */
  VAPID_SUBJECT: z
    .string()
    .trim()
    .default('mailto:no-reply@birr.local')
    .refine((v) => /^(mailto:|https:\/\/)/.test(v), 'VAPID_SUBJECT must be a mailto: or https: URL'),
  /** Google sign-in (OpenID Connect) is offered when both the id and the secret are set. */
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  /**
   * Identity verification with Fayda (Ethiopia's national ID) through eSignet, offered when all
   * three are set: the issuer, the client id given at onboarding, and the client's private key
   * (a private JWK as JSON, or the path of a file holding one) for private_key_jwt.
   */
  FAYDA_ISSUER: optionalUrl,
  FAYDA_CLIENT_ID: z.string().trim().optional(),
  FAYDA_PRIVATE_KEY: z.string().trim().optional(),
  /**
   * The Telegram bot (issue 45): its token from @BotFather and its username (for the t.me link).
   * Without a token there is no bot, no Telegram card in the profile and no Telegram channel.
   */
  TELEGRAM_BOT_TOKEN: z.string().trim().optional(),
  TELEGRAM_BOT_USERNAME: z
    .string()
    .trim()
    .optional()
    .transform((s) => (s ? s.replace(/^@/, '') : undefined))
    .pipe(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{3,31}$/, 'TELEGRAM_BOT_USERNAME must be the bot\'s username (letters, digits, _)').optional()),
  TELEGRAM_API_URL: z.url().default('https://api.telegram.org'),
  /**
   * The secret Telegram sends back in X-Telegram-Bot-Api-Secret-Token on every webhook call; without
   * it one is derived from the server's secret (JWT_SECRET or DATA_DIR/secret.key).
   */
  TELEGRAM_WEBHOOK_SECRET: z
    .string()
    .trim()
    .optional()
    .transform((s) => (s ? s : undefined))
    .pipe(z.string().regex(/^[A-Za-z0-9_-]{1,256}$/, 'TELEGRAM_WEBHOOK_SECRET must be 1-256 characters of A-Z, a-z, 0-9, _ and -').optional()),
  /** Sign in with Telegram (OpenID Connect) is offered when both the id and the secret are set. */
  TELEGRAM_CLIENT_ID: z.string().trim().optional(),
  TELEGRAM_CLIENT_SECRET: z.string().trim().optional(),
  TELEGRAM_ISSUER: z.url().default('https://oauth.telegram.org'),
  /**
   * Which proxies' X-Forwarded-For/-Proto/-Host to believe: off (default), or the proxies'
   * addresses/CIDRs ("10.0.0.1", "10.0.0.0/8,fd00::/8", also "loopback", "uniquelocal").
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => parseTrustProxy(v, (message) => ctx.addIssue({ code: 'custom', message }))),
  /** Whoever signs up and verifies with this email becomes a reviewer (role ADMIN). */
  ADMIN_EMAIL: z
    .string()
    .trim()
    .optional()
    .transform((s) => (s ? normalizeEmail(s) : undefined))
    .pipe(z.email('ADMIN_EMAIL must be an email address').optional()),
  /**
   * The payment (and payout) provider: chapa or sandbox. Default: chapa when CHAPA_SECRET_KEY is
   * set, else the embedded sandbox — except in production, where it must be chosen.
   */
  PAYMENTS: z.enum(['chapa', 'sandbox'], 'PAYMENTS must be chapa or sandbox').optional(),
  CHAPA_SECRET_KEY: z.string().trim().optional(),
  CHAPA_API_URL: z.url().default('https://api.chapa.co/v1'),
  /** The secret hash set with the webhook URL in Chapa's dashboard; without it webhooks are refused. */
  CHAPA_WEBHOOK_SECRET: z.string().optional(),
  /** The transfer-approval secret set with the approval URL in Chapa's dashboard; without it payouts are never approved. */
  CHAPA_APPROVAL_SECRET: z.string().optional(),
  /**
   * The encryption key from Chapa's dashboard (Settings > API), 24 characters: direct charge's OTPs
   * travel encrypted with it (issue 43). Without it, with PAYMENTS=chapa, donors pay by wallet on
   * Chapa's hosted checkout only.
   */
  CHAPA_ENCRYPTION_KEY: z
    .string()
    .trim()
    .optional()
    .refine((k) => !k || Buffer.byteLength(k, 'utf8') === 24, "CHAPA_ENCRYPTION_KEY must be the 24-character encryption key from Chapa's dashboard (Settings > API)"),
  /** Background jobs (closing, notices, payout retries) on this instance: on unless JOBS=off. */
  JOBS: z.enum(['on', 'off']).default('on'),
  /** Service fee deducted from each donation, in percent (recorded on each donation). */
  SERVICE_FEE_PERCENT: z.coerce
    .number()
    .min(0, 'SERVICE_FEE_PERCENT must be between 0 and 50')
    .max(50, 'SERVICE_FEE_PERCENT must be between 0 and 50')
    // Each donation records its rate as numeric(5,4): a percent with two decimals at most.
    .refine(hasAtMostTwoDecimals, 'SERVICE_FEE_PERCENT takes at most two decimals (2.75, not 2.755)')
    .default(SERVICE_FEE_PERCENT_DEFAULT),
  /**
   * Birr for one US dollar, for gifts paid abroad (issue 43): the rate used when the payment
   * provider has none (the sandbox), or before its first answer; USD_ETB_RATE_DATE is the day it is of.
   */
  USD_ETB_RATE: z
    .string()
    .trim()
    .refine((s) => parseRate(s) !== null, 'USD_ETB_RATE must be Birr for one dollar, above 0, with at most four decimals (137.40)')
    .default(USD_ETB_RATE_DEFAULT),
  USD_ETB_RATE_DATE: z.iso.date('USD_ETB_RATE_DATE must be a date, YYYY-MM-DD').default(USD_ETB_RATE_DATE_DEFAULT),
  /** Donations one address may start per 10 minutes. */
  DONATION_RATE_LIMIT: z.coerce.number().int().min(1, 'DONATION_RATE_LIMIT must be at least 1').default(30),
  /** S3-compatible object storage for media (several instances share it); without a bucket, DATA_DIR/media. */
  S3_BUCKET: z.string().trim().optional(),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().trim().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((v) => v === '1' || v === 'true'),
  /** Browsers fetch public renditions from here (a CDN or the bucket's public URL) instead of our /media route. */
  MEDIA_PUBLIC_URL: optionalUrl,
  /** Seconds an instance reuses the public campaign reads (list, detail) it has just made; 0 = off. */
  PUBLIC_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(2),
  /** Bearer token a Prometheus scraper sends for GET /metrics; without it there is no /metrics. */
  METRICS_TOKEN: z
    .string()
    .optional()
    .transform((s) => (s ? s : undefined))
    .pipe(z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional()),
  /** The whole request, an upload included, must arrive within this many seconds (slow clients are cut off). */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
});

/**
 * The server's settings: made from the environment schema above (`Env`) by `settingsOf`, the one
 * place each is named. Everything else that holds settings is a slice of this type
 * (`Pick<Settings, …>`: the app's in deps.ts, the providers', backup's), never a restatement.
 * A setting that may be unset is an optional key.
 */
export type Settings = OptionalWhenUndefined<ReturnType<typeof settingsOf>>;

/** `{ a: string | undefined }` → `{ a?: string | undefined }`, every other key as it is. */
type OptionalWhenUndefined<T> = {
  [K in keyof T as undefined extends T[K] ? never : K]: T[K];
} & {
  [K in keyof T as undefined extends T[K] ? K : never]?: T[K];
};

export type GoogleConfig = { clientId: string; clientSecret: string; issuer: string };
/** An OpenID Connect client for signing in: Google's, Telegram's. */
export type OidcClientConfig = GoogleConfig;

/** The Telegram bot: `webhookSecret` unset means one derived from the server's secret. */
export type TelegramBotConfig = { token: string; username: string; apiUrl: string; webhookSecret?: string };

/** eSignet's client: `privateKey` is a private JWK (RSA or EC) that signs the token request. */
export type FaydaConfig = { issuer: string; clientId: string; privateKey: PrivateJwk };
export type PrivateJwk = { kty: string; d: string; kid?: string; alg?: string; [k: string]: unknown };

/** FAYDA_PRIVATE_KEY: the JWK itself (JSON), or the path of a file holding it. */
export function readPrivateJwk(value: string): PrivateJwk {
  let text = value;
  if (!value.startsWith('{')) {
    try {
      text = readFileSync(value, 'utf8');
    } catch {
      throw new Error(`FAYDA_PRIVATE_KEY: neither a JWK (JSON) nor a readable file: ${value}`);
    }
  }
  let jwk: unknown;
  try {
    jwk = JSON.parse(text);
  } catch {
    throw new Error('FAYDA_PRIVATE_KEY: not valid JSON');
  }
  const k = jwk as Partial<PrivateJwk> | null;
  if (!k || typeof k !== 'object' || (k.kty !== 'RSA' && k.kty !== 'EC') || typeof k.d !== 'string') {
    throw new Error('FAYDA_PRIVATE_KEY: must be a private RSA or EC JWK (with its "d")');
  }
  return k as PrivateJwk;
}

export type TrustProxy = false | string[];

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TRUST_PROXY: off unless set. "true" is refused, since trusting every hop lets clients choose
 * their address; so is a hop count ("1"): Fastify 5 ignores forwarded headers for a hop count
 * (it cannot tell the proxy from a client), so behind a proxy every visitor would share its address.
 */
export function parseTrustProxy(raw: string | undefined, fail: (message: string) => void): TrustProxy {
  const v = (raw ?? '').trim().toLowerCase();
  if (v === '' || v === '0' || v === 'false' || v === 'off' || v === 'no') return false;
  if (/^\d+$/.test(v)) {
    fail(
      `TRUST_PROXY=${v} (a hop count) is not supported: name the proxy's addresses instead, e.g. TRUST_PROXY=loopback for a proxy on the same machine, or its network such as 172.16.0.0/12 or 10.0.0.0/8`,
    );
    return false;
  }
  if (v === 'true' || v === 'on' || v === 'yes' || v === '*') {
    fail('TRUST_PROXY must be the proxies\' addresses, not "true": trusting every hop lets any client set its address');
    return false;
  }
  const entries = v.split(',').map((s) => s.trim()).filter(Boolean);
  const bad = entries.filter((e) => !PROXY_NAMES.includes(e) && !isAddressOrCidr(e));
  if (bad.length) fail(`TRUST_PROXY: not an address or CIDR: ${bad.join(', ')}`);
  const broad = entries.flatMap((e) => (PROXY_NAMES.includes(e) || bad.includes(e) ? [] : (tooBroad(e) ?? [])));
  if (broad.length) {
    fail(
      `${broad.join('; ')}. Name the proxy's own address, its private network (e.g. 10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16, fc00::/7, loopback) or a public range no wider than /${PUBLIC_PREFIX_MIN[4]} (IPv4) or /${PUBLIC_PREFIX_MIN[6]} (IPv6), such as a CDN's published ranges`,
    );
  }
  return entries;
}

function isAddressOrCidr(s: string) {
  const [addr, bits, ...rest] = s.split('/');
  const kind = isIP(addr);
  if (!kind || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (kind === 4 ? 32 : 128);
}

/** NODE_ENV values the server knows; unset means the demo too (`npm start`). */
const NODE_ENVS = ['production', 'development', 'test'];

/** Secrets production requires (or uses when set): each must be one nobody else could know. */
const PRODUCTION_SECRETS = ['JWT_SECRET', 'CHAPA_WEBHOOK_SECRET', 'CHAPA_APPROVAL_SECRET', 'TELEGRAM_WEBHOOK_SECRET'] as const;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Settings {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const missing: string[] = [];
  if (production) {
    if (!e.PUBLIC_URL) missing.push('PUBLIC_URL (the origin people reach the app at, e.g. https://birr.et)');
    if (!e.JWT_SECRET) missing.push(`JWT_SECRET (at least 32 random characters: ${MAKE_A_SECRET})`);
    for (const name of PRODUCTION_SECRETS) {
      const value = e[name];
      const why = value ? weakSecret(value) : null;
      if (why) missing.push(`${name} ${why}; ${MAKE_A_SECRET}`);
    }
    if (!e.PAYMENTS && !e.CHAPA_SECRET_KEY) {
      missing.push('PAYMENTS (chapa with CHAPA_SECRET_KEY and CHAPA_WEBHOOK_SECRET, or sandbox for a test site)');
    }
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) missing.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (both, or neither)');
  const faydaGiven = [e.FAYDA_ISSUER, e.FAYDA_CLIENT_ID, e.FAYDA_PRIVATE_KEY].filter(Boolean).length;
  if (faydaGiven > 0 && faydaGiven < 3) missing.push('FAYDA_ISSUER, FAYDA_CLIENT_ID and FAYDA_PRIVATE_KEY (all three, or none)');
  let faydaKey: PrivateJwk | undefined;
  if (faydaGiven === 3) {
    try {
      faydaKey = readPrivateJwk(e.FAYDA_PRIVATE_KEY!);
    } catch (err) {
      missing.push((err as Error).message);
    }
  }
  if (e.TELEGRAM_BOT_TOKEN && !e.TELEGRAM_BOT_USERNAME) missing.push("TELEGRAM_BOT_USERNAME (the bot's username, for its t.me link; TELEGRAM_BOT_TOKEN is set)");
  if (!!e.TELEGRAM_CLIENT_ID !== !!e.TELEGRAM_CLIENT_SECRET) missing.push('TELEGRAM_CLIENT_ID and TELEGRAM_CLIENT_SECRET (both, or neither)');
  // Telegram calls the webhook only at an https address; a bot in production without one would never hear /start.
  if (production && e.TELEGRAM_BOT_TOKEN && e.PUBLIC_URL && !e.PUBLIC_URL.startsWith('https:')) {
    missing.push('PUBLIC_URL on https (Telegram calls the bot\'s webhook only at an https address)');
  }
  const payments = e.PAYMENTS ?? (e.CHAPA_SECRET_KEY ? 'chapa' : 'sandbox');
  if (payments === 'chapa' && !e.CHAPA_SECRET_KEY) missing.push('CHAPA_SECRET_KEY (PAYMENTS=chapa)');
  if (production && payments === 'chapa' && !e.CHAPA_WEBHOOK_SECRET) {
    missing.push("CHAPA_WEBHOOK_SECRET (the secret hash set with the webhook in Chapa's dashboard)");
  }
  if (missing.length) {
    throw new Error(`Invalid configuration${production ? ' for production (NODE_ENV=production)' : ''}: ${missing.join('; ')}`);
  }
  return settingsOf(e, { production, payments, faydaKey });
}

/** The settings from the parsed environment: each one named here once, its type inferred. */
function settingsOf(e: z.output<typeof Env>, mode: { production: boolean; payments: 'chapa' | 'sandbox'; faydaKey?: PrivateJwk }) {
  const { production, payments, faydaKey } = mode;
  const dataDir = path.resolve(e.DATA_DIR);
  const google: GoogleConfig | undefined =
    e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
      ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER }
      : undefined;
  const telegramLogin: OidcClientConfig | undefined =
    e.TELEGRAM_CLIENT_ID && e.TELEGRAM_CLIENT_SECRET
      ? { clientId: e.TELEGRAM_CLIENT_ID, clientSecret: e.TELEGRAM_CLIENT_SECRET, issuer: e.TELEGRAM_ISSUER }
      : undefined;
  const telegram: TelegramBotConfig | undefined =
    e.TELEGRAM_BOT_TOKEN && e.TELEGRAM_BOT_USERNAME
      ? { token: e.TELEGRAM_BOT_TOKEN, username: e.TELEGRAM_BOT_USERNAME, apiUrl: e.TELEGRAM_API_URL.replace(/\/+$/, ''), webhookSecret: e.TELEGRAM_WEBHOOK_SECRET }
      : undefined;
  const fayda: FaydaConfig | undefined =
    e.FAYDA_ISSUER && e.FAYDA_CLIENT_ID && faydaKey ? { issuer: e.FAYDA_ISSUER, clientId: e.FAYDA_CLIENT_ID, privateKey: faydaKey } : undefined;
  const s3: S3Settings | undefined = e.S3_BUCKET
    ? {
        bucket: e.S3_BUCKET,
        endpoint: e.S3_ENDPOINT,
        region: e.S3_REGION,
        accessKeyId: e.S3_ACCESS_KEY_ID || undefined,
        secretAccessKey: e.S3_SECRET_ACCESS_KEY || undefined,
        forcePathStyle: e.S3_FORCE_PATH_STYLE,
        mediaPublicUrl: e.MEDIA_PUBLIC_URL,
      }
    : undefined;
  return {
    /** NODE_ENV=production: settings that have a demo default elsewhere must be given. */
    production,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    /** The one origin (scheme, host, port) every absolute link is made from; never the request's Host. */
    publicUrl: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : `http://localhost:${e.PORT}`,
    seed: e.SEED ? e.SEED === '1' || e.SEED === 'true' : !production,
    logLevel: e.LOG_LEVEL,
    /** Where the built web app lives: the web root, every file in it public. */
    webDist: path.resolve(e.WEB_DIST),
    /**
     * The server renderer (entry.js) and the web build's manifest (manifest.json), outside the web
     * root; without it (tests) every page is the client-rendered shell.
     */
    ssrDist: path.resolve(e.SSR_DIST),
    /** Seconds an instance reuses the public campaign reads it has just made (0 = off). */
    publicCacheSeconds: e.PUBLIC_CACHE_SECONDS,
    /** The whole request (an upload included) must arrive within this many seconds. */
    requestTimeoutSeconds: e.REQUEST_TIMEOUT_SECONDS,
    /** GET /metrics answers a scraper holding this bearer token; without it there is no /metrics. */
    metricsToken: e.METRICS_TOKEN,
    mediaDir: path.join(dataDir, 'media'),
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    smtpFrom: e.SMTP_FROM,
    smsGatewayUrl: e.SMS_GATEWAY_URL,
    smsGatewayToken: e.SMS_GATEWAY_TOKEN || undefined,
    /**
     * Web Push: the given key pair, else (not in production) one generated into DATA_DIR; off when
     * neither (production without keys).
     */
    vapid: {
      publicKey: e.VAPID_PUBLIC_KEY || undefined,
      privateKey: e.VAPID_PRIVATE_KEY || undefined,
      subject: e.VAPID_SUBJECT,
      generate: !production,
    },
    /** ADMIN_EMAIL, exactly as configured (ASCII-lowercased). */
    adminEmail: e.ADMIN_EMAIL,
    /** Fastify's trustProxy: false, or the addresses/CIDRs of trusted proxies. */
    trustProxy: e.TRUST_PROXY,
    google,
    /** Sign in with Telegram (OpenID Connect); hidden without it. */
    telegramLogin,
    /** The Telegram bot (the profile's Telegram card, the Telegram channel); none without it. */
    telegram,
    /** Identity verification with Fayda (eSignet); the option is hidden without it. */
    fayda,
    /** Payments and payouts go through the same provider. */
    payments,
    chapaSecretKey: e.CHAPA_SECRET_KEY || undefined,
    chapaApiUrl: e.CHAPA_API_URL,
    chapaWebhookSecret: e.CHAPA_WEBHOOK_SECRET || undefined,
    chapaApprovalSecret: e.CHAPA_APPROVAL_SECRET || undefined,
    /** Direct charge's OTP key (issue 43); with Chapa, wallets are charged on Birr's own page only when it is set. */
    chapaEncryptionKey: e.CHAPA_ENCRYPTION_KEY || undefined,
    jobs: e.JOBS === 'on',
    /** Service fee in percent, recorded on each donation. */
    serviceFeePercent: e.SERVICE_FEE_PERCENT,
    /** Donations one client address may start per 10 minutes. */
    donationRateLimit: e.DONATION_RATE_LIMIT,
    /** Birr for one US dollar and its day, where the payment provider gives no rate (issue 43). */
    usdEtbRate: e.USD_ETB_RATE,
    usdEtbRateDate: e.USD_ETB_RATE_DATE,
    s3,
  };
}
