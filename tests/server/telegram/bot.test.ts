import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { telegramLinks, users } from '#server/db/schema';
import { webhookSecret } from '#server/modules/telegram/bot-api';
import { telegramChannel } from '#server/modules/telegram/channel';
import { registerWebhook } from '#server/modules/telegram/service';
import { issueSession } from '#server/modules/auth/tokens';
import { startTelegramPeer } from '#tests/peers/telegram';
import { bearer } from '#tests/support/accounts';
import { createUser } from '#tests/support/fixtures';
import { testApp, type TestApp } from '#tests/support/harness';

const ORIGIN = 'https://birr.test';
let t: TestApp;
let tg: Awaited<ReturnType<typeof startTelegramPeer>>;
let now = new Date('2026-11-01T09:00:00Z');
let updateId = 1000;
let chats = 5000;

beforeAll(async () => {
  tg = await startTelegramPeer();
  t = await testApp({
    clock: () => now,
    config: { publicUrl: ORIGIN, telegram: { token: tg.token, username: 'BirrBot', apiUrl: tg.apiUrl } },
  });
});
afterAll(async () => {
  await t.close();
  await tg.close();
});

const secret = () => webhookSecret(t.deps.config.telegram!, t.deps.keys);

/** Telegram delivering a private message from `chat` to the webhook. */
function deliver(chat: number, text: string, opts: { updateId?: number; secret?: string | null; language?: string } = {}) {
  const id = opts.updateId ?? ++updateId;
  const headers: Record<string, string> = {};
  if (opts.secret !== null) headers['x-telegram-bot-api-secret-token'] = opts.secret ?? secret();
  return t.app.inject({
    method: 'POST',
    url: '/api/telegram/webhook',
    headers,
    payload: {
      update_id: id,
      message: { message_id: id, date: 1, chat: { id: chat, type: 'private' }, from: { id: chat, is_bot: false, first_name: 'Abebe', language_code: opts.language ?? 'en' }, text },
    },
  });
}

async function person(over: Partial<typeof users.$inferInsert> = {}) {
  const user = await createUser(t.db, over);
  const { access_token } = await issueSession(t.deps, user);
  return { user, auth: bearer(access_token) };
}

async function deepLinkToken(auth: Record<string, string>) {
  const res = await t.app.inject({ method: 'POST', url: '/api/telegram/link', headers: auth });
  expect(res.statusCode).toBe(200);
  const url = new URL(res.json().url);
  expect(url.origin + url.pathname).toBe('https://t.me/BirrBot');
  return url.searchParams.get('start')!;
}

const linkOf = async (userId: string) => (await t.db.select().from(telegramLinks).where(eq(telegramLinks.userId, userId)))[0];

describe('the Telegram bot', () => {
  it('tells Telegram its webhook and secret at start', async () => {
    expect(await registerWebhook(t.deps)).toBe(true);
    expect(tg.webhooks.at(-1)).toEqual({ url: `${ORIGIN}/api/telegram/webhook`, secret_token: secret(), allowed_updates: ['message'] });
  });

  it('refuses a webhook call without the secret token, or with a forged one, and does nothing', async () => {
    const { user, auth } = await person();
    const token = await deepLinkToken(auth);
    const chat = ++chats;
    for (const forged of [null, 'forged', `${secret()}x`]) {
      const res = await deliver(chat, `/start ${token}`, { secret: forged });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
    expect(await linkOf(user.id)).toBeUndefined();
    expect(tg.to(chat)).toEqual([]);
    // The token was not spent: Telegram's own call still links.
    expect((await deliver(chat, `/start ${token}`)).statusCode).toBe(204);
    expect(await linkOf(user.id)).toMatchObject({ chatId: String(chat), stoppedAt: null });
  });

  it('links the account from /start <token>, once; a used token links nobody else', async () => {
    const { user, auth } = await person({ locale: 'am' });
    const token = await deepLinkToken(auth);
    const chat = ++chats;
    expect((await deliver(chat, `/start ${token}`)).statusCode).toBe(204);
    expect(await linkOf(user.id)).toMatchObject({ chatId: String(chat) });
    // Answered in the account's language.
    expect(tg.to(chat).at(-1)?.text).toContain('የBirr መለያዎ ተገናኝቷል');
    expect((await t.app.inject({ method: 'GET', url: '/api/telegram/link', headers: auth })).json()).toEqual({ available: true, linked: true, stopped: false });

    const other = ++chats;
    expect((await deliver(other, `/start ${token}`)).statusCode).toBe(204);
    expect(await linkOf(user.id)).toMatchObject({ chatId: String(chat) });
    expect(tg.to(other).at(-1)?.text).toContain('expired or was already used');
  });

  it('handles an update Telegram delivers twice once', async () => {
    const chat = ++chats;
    const id = ++updateId;
    await deliver(chat, 'hello', { updateId: id });
    await deliver(chat, 'hello', { updateId: id });
    expect(tg.to(chat)).toHaveLength(1);
    expect(tg.to(chat)[0].text).toContain('Connect Telegram');
  });

  it('refuses an expired token', async () => {
    const { user, auth } = await person();
    const token = await deepLinkToken(auth);
    now = new Date(now.getTime() + 16 * 60_000);
    const chat = ++chats;
    await deliver(chat, `/start ${token}`);
    expect(await linkOf(user.id)).toBeUndefined();
    expect(tg.to(chat).at(-1)?.text).toContain('expired');

    // A day later the expired token is gone from the database once anyone asks for a new link.
    const { telegramLinkTokens } = await import('#server/db/schema');
    const { eq } = await import('drizzle-orm');
    const rows = () => t.db.select().from(telegramLinkTokens).where(eq(telegramLinkTokens.userId, user.id));
    expect(await rows()).toHaveLength(1);
    now = new Date(now.getTime() + 25 * 3600_000);
    await deepLinkToken((await person()).auth);
    expect(await rows()).toHaveLength(0);
  });

  it('answers anything else with the help text, in the language of the person’s Telegram', async () => {
    const chat = ++chats;
    await deliver(chat, 'ሰላም', { language: 'am' });
    expect(tg.to(chat).at(-1)?.text).toContain('ይህ የBirr ቦት ነው');
    await deliver(chat, '/start', { language: 'en' });
    expect(tg.to(chat).at(-1)?.text).toContain('This is the Birr bot');
  });

  it('/stop stops: the bot confirms, and the channel sends nothing more to that chat', async () => {
    const { user, auth } = await person();
    const chat = ++chats;
    await deliver(chat, `/start ${await deepLinkToken(auth)}`);
    await deliver(chat, '/stop');
    expect(tg.to(chat).at(-1)?.text).toContain('nothing more');
    expect((await linkOf(user.id))?.stoppedAt).toEqual(now);
    expect((await t.app.inject({ method: 'GET', url: '/api/telegram/link', headers: auth })).json()).toEqual({ available: true, linked: true, stopped: true });

    const before = tg.to(chat).length;
    const channel = telegramChannel(t.deps.config, t.db)!;
    expect(await channel.send(String(chat), { subject: 'News', text: `An update\n${ORIGIN}/campaign/abc?ref=telegram` })).toBe('removed');
    expect(tg.to(chat)).toHaveLength(before);
  });

  it('sends a follower message with a Donate button that opens the campaign', async () => {
    const { auth } = await person();
    const chat = ++chats;
    await deliver(chat, `/start ${await deepLinkToken(auth)}`);
    const channel = telegramChannel(t.deps.config, t.db)!;
    const link = `${ORIGIN}/campaign/0b5c1e4e-0000-4000-8000-000000000001?ref=telegram&lang=en`;
    const outcome = await channel.send(String(chat), { subject: 'Water for Adwa: an update', text: `Water for Adwa has news.\n\nSee it: ${link}\n\nStop: ${ORIGIN}/api/unfollow?token=x` });
    expect(outcome).toBe('sent');
    const sent = tg.to(chat).at(-1)!;
    expect(sent.text).toContain('Water for Adwa has news.');
    expect(sent.reply_markup?.inline_keyboard).toEqual([[{ text: 'Donate', url: link }]]);
    // An Amharic message gets an Amharic button.
    await channel.send(String(chat), { subject: '', text: `ዜና አለ\n${link}` });
    expect(tg.to(chat).at(-1)!.reply_markup?.inline_keyboard[0][0].text).toBe('ይለግሱ');
  });

  it('answers removed when the person blocked the bot (403), and marks the link stopped', async () => {
    const { user, auth } = await person();
    const chat = ++chats;
    await deliver(chat, `/start ${await deepLinkToken(auth)}`);
    tg.block(chat);
    const channel = telegramChannel(t.deps.config, t.db)!;
    expect(await channel.send(String(chat), { subject: 'x', text: 'y' })).toBe('removed');
    expect((await linkOf(user.id))?.stoppedAt).not.toBeNull();
  });

  it('hides and refuses Telegram sign-in on a site with only the bot', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toMatchObject({ telegram: false });
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/telegram/login' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'TELEGRAM_UNAVAILABLE', message: 'Telegram sign-in is not configured' });
  });

  it('writes to nobody for a deleted account, and forgets its Telegram sign-in', async () => {
    const { user, auth } = await person({ passwordHash: await hash('gone-pass', { algorithm: 2 }), telegramSub: 'tg-gone' });
    const chat = ++chats;
    await deliver(chat, `/start ${await deepLinkToken(auth)}`);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/user/me', headers: auth, payload: { password: 'gone-pass' } });
    expect(res.statusCode).toBe(200);
    expect(await linkOf(user.id)).toBeUndefined();
    const [row] = await t.db.select({ telegramSub: users.telegramSub }).from(users).where(eq(users.id, user.id));
    expect(row.telegramSub).toBeNull();
    expect(await telegramChannel(t.deps.config, t.db)!.send(String(chat), { subject: '', text: 'news' })).toBe('removed');
  });

  it('has no channel without a bot', () => {
    expect(telegramChannel({})).toBeNull();
  });

  it('links and unlinks only the signed-in person’s own account', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/telegram/link' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/telegram/link' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/telegram/link' })).statusCode).toBe(401);

    const a = await person();
    const b = await person();
    const chat = ++chats;
    await deliver(chat, `/start ${await deepLinkToken(a.auth)}`);
    // B disconnecting is B's own (absent) link: A stays linked.
    const res = await t.app.inject({ method: 'DELETE', url: '/api/telegram/link', headers: b.auth });
    expect(res.json()).toEqual({ available: true, linked: false, stopped: false });
    expect(await linkOf(a.user.id)).toBeDefined();
    // A's own disconnect ends the link, and a token A asked for earlier links nothing afterwards.
    const pending = await deepLinkToken(a.auth);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/telegram/link', headers: a.auth })).json()).toEqual({ available: true, linked: false, stopped: false });
    expect(await linkOf(a.user.id)).toBeUndefined();
    await deliver(chat, `/start ${pending}`);
    expect(await linkOf(a.user.id)).toBeUndefined();
  });
});
