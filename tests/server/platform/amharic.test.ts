// The server speaks Amharic (issue 27): its `message`s in the request's language, emails and SMS in
// the recipient's (the account's saved language, a guest donation's, else the request's), and the
// pages it renders itself (the sandbox checkout, the receipt) with <html lang> and Ethiopic text.
import { hash } from '@node-rs/argon2';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runJob } from '#server/jobs/queue';
import { ethiopicFontCss } from '#server/http/ethiopic-font';
import { sendDonationNotices } from '#server/modules/donations/notices';
import { createCampaign, createUser } from '#tests/support/fixtures';
import { testApp, type TestApp } from '#tests/support/harness';

let t: TestApp;
const PW = 'Demo12345!';
const ETHIOPIC = /[\u1200-\u137F]/;

beforeAll(async () => {
  t = await testApp({ config: { webDist: '/nonexistent', publicUrl: 'http://birr.test' } });
});
afterAll(() => t.close());

let ip = 0;
const fromNewAddress = () => `10.27.${Math.floor(++ip / 250)}.${ip % 250}`;
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object | string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: fromNewAddress() });
const sentTo = (to: string) => t.outbox().filter((msg) => msg.to === to);

describe("an API answer's message is in the request's language", () => {
  const missing = `/api/campaign/${randomUUID()}`;

  it('is Amharic with Accept-Language: am', async () => {
    const res = await get(missing, { 'accept-language': 'am-ET,am;q=0.9,en;q=0.8' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('ዘመቻው አልተገኘም');
  });

  it('is Amharic with the lang=am cookie, even when the browser prefers English', async () => {
    const res = await get(missing, { cookie: 'lang=am', 'accept-language': 'en-US,en;q=0.9' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('ዘመቻው አልተገኘም');
  });

  it('stays English, the spec\'s words, without either', async () => {
    const res = await get(missing);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Campaign not found');
  });

  it('covers the answers the app itself gives (an unknown route)', async () => {
    const am = await get('/api/no-such-thing', { 'accept-language': 'am' });
    expect(am.statusCode).toBe(404);
    expect(am.json().message).toBe('አልተገኘም፡ GET /api/no-such-thing');
    expect((await get('/api/no-such-thing')).json().message).toBe('Not found: GET /api/no-such-thing');
  });

  it("puts zod's own words (a field no schema gave words to) in Amharic too, naming the field", async () => {
    const am = await post('/api/auth/local/signin', { email: 5, password: 'x' }, { 'accept-language': 'am' });
    expect(am.statusCode).toBe(400);
    expect(am.json().message).toBe('email: ልክ ያልሆነ ግብዓት');
    const en = await post('/api/auth/local/signin', { email: 5, password: 'x' });
    expect(en.json().message).toBe('email: Invalid input: expected string, received number');
  });

  it('answers a body too large for the server in Amharic, not in Fastify\'s English', async () => {
    const big = JSON.stringify({ email: 'x'.repeat(1_100_000) });
    const res = await post('/api/auth/forgot-password', big, { 'content-type': 'application/json', 'accept-language': 'am' });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('የተላከው መረጃ በጣም ትልቅ ነው');
  });
});

describe('verification codes reach an account in its language', () => {
  it('emails a code in Amharic to an account that chose Amharic, though the request was English', async () => {
    const user = await createUser(t.db, { email: 'selam@example.com', isVerified: false, locale: 'am' });
    const res = await post('/api/auth/verify-account/resend', { email: user.email });
    expect(res.statusCode).toBe(200);
    const [msg] = sentTo('selam@example.com');
    expect(msg.subject).toBe('የBirr የማረጋገጫ ኮድዎ');
    expect(msg.text).toMatch(/^የBirr የማረጋገጫ ኮድዎ \d{6} ነው። በ10 ደቂቃ ውስጥ ጊዜው ያልፋል።$/);
  });

  it('texts a code in Amharic to a phone account that chose Amharic', async () => {
    await createUser(t.db, { email: null, phoneNumber: '+251911270027', isVerified: false, locale: 'am' });
    const res = await post('/api/auth/verify-account/resend', { phoneNumber: '+251911270027' });
    expect(res.statusCode).toBe(200);
    const [sms] = sentTo('+251911270027');
    expect(sms.text).toMatch(/^የBirr የማረጋገጫ ኮድዎ \d{6} ነው።/);
  });

  it('writes to an account without a saved language in the language its sign-up came in', async () => {
    const res = await post(
      '/api/auth/local/signup',
      { firstName: 'Abebe', lastName: 'Kebede', dateOfBirth: '1990-01-01', email: 'abebe@example.com', password: PW, passwordConfirm: PW },
      { 'accept-language': 'am' },
    );
    expect(res.statusCode).toBe(201);
    expect(sentTo('abebe@example.com')[0].subject).toBe('የBirr የማረጋገጫ ኮድዎ');
  });

  it('keeps the English words for an account that chose English, whatever the request', async () => {
    await createUser(t.db, { email: 'tom@example.com', isVerified: false, locale: 'en' });
    await post('/api/auth/verify-account/resend', { email: 'tom@example.com' }, { 'accept-language': 'am' });
    const [msg] = sentTo('tom@example.com');
    expect(msg.subject).toBe('Your Birr verification code');
    expect(msg.text).toMatch(/^Your Birr verification code is \d{6}\. It expires in 10 minutes\.$/);
  });
});

describe('signing in to an account with a saved language', () => {
  it('sets the lang cookie, so the pages follow the account', async () => {
    const passwordHash = await hash(PW, { algorithm: 2 });
    await createUser(t.db, { email: 'meron@example.com', passwordHash, locale: 'am' });
    await createUser(t.db, { email: 'noah@example.com', passwordHash });
    const am = await post('/api/auth/local/signin', { email: 'meron@example.com', password: PW });
    expect(am.statusCode).toBe(200);
    expect(String(am.headers['set-cookie'])).toMatch(/(^|,)\s*lang=am;.*Path=\//);
    const none = await post('/api/auth/local/signin', { email: 'noah@example.com', password: PW });
    expect(none.statusCode).toBe(200);
    expect(String(none.headers['set-cookie'] ?? '')).not.toContain('lang=');
  });
});

describe('a guest who gives in Amharic', () => {
  let campaignId: string;
  let txRef: string;
  beforeAll(async () => {
    campaignId = (await createCampaign(t.db, { title: 'Water for Lalibela' })).id;
    const res = await post(
      `/api/donation/guest/${campaignId}`,
      { donorFirstName: 'Almaz', donorLastName: 'Worku', email: 'almaz.am@example.com', amount: 1500, isAnonymous: false },
      { 'accept-language': 'am' },
    );
    expect(res.statusCode).toBe(201);
    txRef = res.json().data.txRef;
  });

  it('sees the sandbox checkout in Amharic, with <html lang="am">', async () => {
    const res = await get(`/api/payments/sandbox/${txRef}`, { 'accept-language': 'am' });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<html lang="am" dir="ltr">');
    expect(html).toContain('1,500.00 ብር ይክፈሉ');
    expect(html).toContain('የሙከራ ክፍያ ገጽ — ለሙከራ ክፍያዎች ብቻ');
    expect(html).toContain('>ይቅር</button>');
    // The campaign's title and the donor's name are what people typed: left as they are, marked so.
    expect(html).toContain('<h1 translate="no">Water for Lalibela</h1>');
    const visible = html
      .replace(/<style>[\s\S]*?<\/style>/, '')
      .replace(/<[^>]*translate="no"[^>]*>[^<]*<\/[^>]+>/g, '')
      .replace(/<[^>]+>/g, ' ');
    expect(visible).not.toMatch(/\b(Pay|Cancel|Donor|Reference|Donation|Test payment|Sandbox)\b/);
  });

  it('still sees the English checkout without Amharic asked for', async () => {
    const res = await get(`/api/payments/sandbox/${txRef}`);
    expect(res.body).toContain('<html lang="en" dir="ltr">');
    expect(res.body).toContain('Pay 1,500.00 Br');
  });

  it('gets the receipt email in Amharic, though the payment is confirmed by a request in English', async () => {
    const paid = await post(`/api/payments/sandbox/${txRef}/pay`, '', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(paid.statusCode).toBe(303);
    const [receipt] = sentTo('almaz.am@example.com');
    expect(receipt.subject).toBe('የልገሳ ደረሰኝዎ፡ 1,500.00 ብር ለ«Water for Lalibela»');
    expect(receipt.text).toContain('እናመሰግናለን፣ Almaz። ይህ ደረሰኝዎ ነው።');
    expect(receipt.text).toContain('መጠን፡ 1,500.00 ብር');
    expect(receipt.text).toMatch(/ቀን፡ .*ዓ\.ም\./);
    expect(receipt.text).not.toMatch(/\b(Thank you|Amount|Campaign|Reference)\b/);

    // Its link opens the printable receipt in Amharic too.
    const link = /ሊታተም የሚችል ደረሰኝ፡ (\S+)/.exec(receipt.text)![1];
    expect(link).toMatch(/\?lang=am$/);
    const page = await get(new URL(link).pathname + new URL(link).search);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="am" dir="ltr">');
    expect(page.body).toContain('የልገሳ ደረሰኝ');
    expect(page.body).toContain('(አዲስ አበባ)');
  });
});

describe("an organiser who chose Amharic hears about their campaign in Amharic", () => {
  it('from a job outside any request (the batched donation notice), while an English donor gets English', async () => {
    const organiser = await createUser(t.db, { email: 'organiser.am@example.com', locale: 'am' });
    const { id } = await createCampaign(t.db, { title: 'School in Bahir Dar', userId: organiser.id, goal: 100000 });
    const res = await post(`/api/donation/guest/${id}`, {
      donorFirstName: 'John',
      donorLastName: 'Smith',
      email: 'john.en@example.com',
      amount: 250,
      isAnonymous: false,
    });
    expect(res.statusCode).toBe(201);
    const paid = await post(`/api/payments/sandbox/${res.json().data.txRef}/pay`, '', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(paid.statusCode).toBe(303);
    expect(sentTo('john.en@example.com')[0].subject).toBe('Your receipt: 250.00 Br to School in Bahir Dar');

    expect(await sendDonationNotices(t.deps)).toBeGreaterThanOrEqual(1);
    const [notice] = sentTo('organiser.am@example.com');
    expect(notice.subject).toBe('አዲስ ልገሳ');
    const [sentence, , link, , stop] = notice.text.split('\n');
    expect(sentence).toBe('"School in Bahir Dar" በድምሩ 250.00 ብር ልገሳ ተቀብሏል። ደጋፊዎችዎን ስለሚያሳውቁ እናመሰግናለን።');
    // Its link opens the campaign in Amharic; its last line says where to choose how to hear from us (issue 45).
    expect(link).toMatch(new RegExp(`^ዘመቻውን ይመልከቱ፡ https?://\\S+/campaign/${id}\\?ref=email&lang=am$`));
    expect(stop).toMatch(/^መልእክቶቻችንን የት እንደሚቀበሉ ለመምረጥ፡ \S+\/profile\?tab=settings&lang=am$/);
  });
});

describe('a guest who gave in Amharic gets the campaign\'s updates in Amharic', () => {
  it('with an unsubscribe link that opens, and answers, in Amharic', async () => {
    const passwordHash = await hash(PW, { algorithm: 2 });
    const organiser = await createUser(t.db, { email: 'organiser.en@example.com', passwordHash });
    const { id } = await createCampaign(t.db, { title: 'Clinic in Gondar', userId: organiser.id });
    const gave = await post(
      `/api/donation/guest/${id}`,
      { donorFirstName: 'Tigist', donorLastName: 'Alemu', email: 'tigist.am@example.com', amount: 300, isAnonymous: false },
      { 'accept-language': 'am' },
    );
    await post(`/api/payments/sandbox/${gave.json().data.txRef}/pay`, '', { 'content-type': 'application/x-www-form-urlencoded' });

    const signin = await post('/api/auth/local/signin', { email: 'organiser.en@example.com', password: PW });
    const posted = await post(`/api/campaign/${id}/updates`, { text: 'The roof is done.' }, { authorization: `Bearer ${signin.json().access_token}` });
    expect(posted.statusCode).toBe(201);
    expect(posted.json().message).not.toMatch(ETHIOPIC); // the organiser asked in English

    await runJob('follower-notices', t.deps);
    const update = sentTo('tigist.am@example.com').find((msg) => msg.subject.startsWith('ወቅታዊ መረጃ'))!;
    expect(update.subject).toBe('ወቅታዊ መረጃ፡ Clinic in Gondar');
    expect(update.text).toContain('የሚከታተሉት ዘመቻ "Clinic in Gondar" አዘጋጅ ወቅታዊ መረጃ አጋርተዋል፡\n\nThe roof is done.');
    expect(update.text).toContain(`ዘመቻውን ይመልከቱ፡ http://birr.test/campaign/${id}?ref=email&lang=am`);

    const link = new URL(/ስለዚህ ዘመቻ መስማት ለማቆም፡ (\S+)/.exec(update.text)![1]);
    expect(link.searchParams.get('lang')).toBe('am');
    const page = await get(link.pathname + link.search);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="am" dir="ltr">');
    expect(page.body).toContain('>ምዝገባውን ያቋርጡ</button>');
    const action = /action="([^"]+)"/.exec(page.body)![1].replaceAll('&amp;', '&');
    const done = await post(action, '', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('ምዝገባው ተቋርጧል');
  });
});

describe("the server's own pages carry the self-hosted Ethiopic font", () => {
  it("declares the web build's Noto Sans Ethiopic files, and nothing without a build", () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'birr-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    for (const f of ['noto-sans-ethiopic-ethiopic-400-normal-qfS4vAZL.woff2', 'index-abc.js']) {
      writeFileSync(path.join(dist, 'assets', f), '');
    }
    const css = ethiopicFontCss(dist);
    expect(css).toContain("url('/assets/noto-sans-ethiopic-ethiopic-400-normal-qfS4vAZL.woff2') format('woff2')");
    expect(css).toContain('unicode-range:U+1200-1399');
    // One weight (bold is the browser's bold of it); never delays or repaints the page's text.
    expect(css).not.toContain('700-normal');
    expect(css).toContain('font-display:optional');
    expect(ethiopicFontCss(path.join(dist, 'missing'))).toBe('');
    rmSync(dist, { recursive: true, force: true });
  });
});

describe("a reviewer's decision reaches the organiser in the organiser's language", () => {
  it('in Amharic for an organiser who chose it, though the reviewer works in English', async () => {
    const passwordHash = await hash(PW, { algorithm: 2 });
    await createUser(t.db, { email: 'reviewer@example.com', passwordHash, role: 'ADMIN' });
    const organiser = await createUser(t.db, { email: 'hiwot.am@example.com', locale: 'am' });
    const { id } = await createCampaign(t.db, { title: 'Library in Adama', userId: organiser.id, status: 'PENDING' });
    const signin = await post('/api/auth/local/signin', { email: 'reviewer@example.com', password: PW });
    const approved = await post(`/api/review/campaigns/${id}/approve`, {}, { authorization: `Bearer ${signin.json().access_token}` });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().message).not.toMatch(ETHIOPIC);
    await runJob('follower-notices', t.deps);
    const [told] = sentTo('hiwot.am@example.com');
    expect(told.subject).toBe('ዘመቻዎ ክፍት ሆኗል');
    expect(told.text).toBe(
      `መልካም ዜና፡ "Library in Adama" ዘመቻዎ ጸድቆ ለልገሳ ክፍት ሆኗል፡ http://birr.test/campaign/${id}?ref=email&lang=am\n\nመልእክቶቻችንን የት እንደሚቀበሉ ለመምረጥ፡ http://birr.test/profile?tab=settings&lang=am`,
    );
  });
});
