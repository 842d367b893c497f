import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { relayMessages } from '#server/db/schema';
import { runJob } from '#server/jobs/queue';
import { createCampaign, createUser } from '#tests/support/fixtures';
import { call, campaignId, t, tok, useLiveCampaign } from '#tests/support/live-campaign';

// Contact the organiser (issue 42 item 6): anyone writes, Birr passes it on by the job queue in
// the organiser's language, the organiser replies to the address the sender gave, and the sender
// never learns the organiser's.

useLiveCampaign();

const contact = (campaign: string, body: object, token?: string, ip?: string) => call('POST', `/api/campaign/${campaign}/contact`, token, body, ip);
const relay = () => runJob('relay-messages', t.deps);
const to = (address: string) => t.outbox().filter((m) => m.to === address);
const hello = { name: 'Selam Tesfaye', email: 'selam@example.com', message: 'Is the well in Lalibela town or nearby?' };

describe('a message to the organiser', () => {
  it('is answered at once, sent by the job, and reveals neither side to the other', async () => {
    const res = await contact(campaignId, hello);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Your message is on its way to the organiser. They can reply to the address you gave.');
    expect(res.body).not.toContain('organiser@example.com');
    // Nothing waits for the mail server: it is sent by the job.
    expect(to('organiser@example.com').filter((m) => m.subject.includes('A message about'))).toHaveLength(0);
    expect(await relay()).toMatchObject({ sent: 1 });
    const [mail] = to('organiser@example.com').filter((m) => m.subject === 'A message about "Water for Lalibela"');
    expect(mail.text).toContain('Selam Tesfaye wrote to you about your campaign "Water for Lalibela" on Birr:');
    expect(mail.text).toContain('Is the well in Lalibela town or nearby?');
    expect(mail.text).toContain('To reply, write to selam@example.com.');
    expect((mail as { replyTo?: string }).replyTo).toBe('selam@example.com');
    // A second run sends nothing again.
    await relay();
    expect(to('organiser@example.com').filter((m) => m.subject === 'A message about "Water for Lalibela"')).toHaveLength(1);
  });

  it('reaches a phone-only organiser by SMS in Amharic, with the sender\'s number to reply to', async () => {
    const organiser = await createUser(t.db, { email: null, phoneNumber: '+251911223344', locale: 'am' });
    const c = await createCampaign(t.db, { userId: organiser.id, title: 'Books for Bahir Dar' });
    const res = await contact(c.id, { name: 'Abebe', phoneNumber: '0911 55 66 77', message: 'እንዴት ልረዳ እችላለሁ?' });
    expect(res.statusCode, res.body).toBe(201);
    await relay();
    const [sms] = to('+251911223344');
    expect(sms.text).toContain('"Books for Bahir Dar" ስለሚለው ዘመቻ መልእክት ደርሶዎታል። ላኪ፦ Abebe');
    expect(sms.text).toContain('እንዴት ልረዳ እችላለሁ?');
    expect(sms.text).toContain('መልስ ለመስጠት፦ +251911556677');
    const [row] = await t.db.select().from(relayMessages).where(eq(relayMessages.campaignId, c.id));
    expect(row).toMatchObject({ status: 'sent', replyTo: '+251911556677', kind: 'contact' });
  });

  it('refuses links, a missing or a double reply address, and an over-long message', async () => {
    const link = await contact(campaignId, { ...hello, message: 'Donate here instead: https://evil.example/pay' });
    expect(link.statusCode).toBe(400);
    expect(link.json().message).toBe('Please leave links out of the message.');
    expect((await contact(campaignId, { ...hello, message: 'see www.example.com' })).json().message).toBe('Please leave links out of the message.');
    const none = await contact(campaignId, { name: 'A', message: 'Hello' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Please give an email or a phone number the organiser can reply to.');
    const both = await contact(campaignId, { ...hello, phoneNumber: '0911556677' });
    expect(both.json().message).toBe('Give an email or a phone number, not both.');
    const long = await contact(campaignId, { ...hello, message: 'a'.repeat(1001) });
    expect(long.json().message).toBe('The message can be at most 1000 characters.');
    expect((await contact(campaignId, { ...hello, phoneNumber: undefined, email: 'not-an-email' })).json().message).toBe('Please enter a valid email address.');
  });

  it('is refused for a campaign the public cannot see, and to its own organiser', async () => {
    const pending = await createCampaign(t.db, { status: 'PENDING' });
    expect((await contact(pending.id, hello)).statusCode).toBe(404);
    const own = await contact(campaignId, hello, tok.organiser);
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe('This is your own campaign.');
    expect((await contact(campaignId, hello, 'not-a-token')).statusCode).toBe(401);
  });

  it('limits one reply address to three messages a day to one campaign', async () => {
    const c = await createCampaign(t.db, { title: 'Limits' });
    const body = { ...hello, email: 'persistent@example.com' };
    for (let i = 0; i < 3; i++) expect((await contact(c.id, { ...body, message: `Message ${i}` })).statusCode).toBe(201);
    const fourth = await contact(c.id, { ...body, message: 'Message 3' });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe('You have sent several messages already. Please try again later.');
    expect(fourth.headers['retry-after']).toBeDefined();
  });

  it('limits one client address to five messages an hour', async () => {
    const c = await createCampaign(t.db, { title: 'One address' });
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await contact(c.id, { ...hello, email: `s${i}@example.com` }, undefined, '10.99.0.1')).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('a double tap (the same Idempotency-Key twice at once) writes one message', async () => {
    const c = await createCampaign(t.db, { title: 'Double tap' });
    const key = randomUUID();
    const send = () =>
      t.app.inject({ method: 'POST', url: `/api/campaign/${c.id}/contact`, headers: { 'idempotency-key': key }, remoteAddress: '10.77.0.1', payload: hello });
    const [a, b] = await Promise.all([send(), send()]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().data.id).toBe(b.json().data.id);
    expect(await t.db.select().from(relayMessages).where(eq(relayMessages.campaignId, c.id))).toHaveLength(1);
  });
});
