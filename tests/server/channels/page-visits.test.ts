import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHANNEL_ENDPOINTS } from '#contract/channels';
import type { ChannelReport } from '#contract/channel-report';
import { bearer, claims } from '#tests/support/accounts';
import { verifiedUser } from '#tests/support/create-helpers';
import { createCampaign } from '#tests/support/fixtures';
import { testApp, type TestApp } from '#tests/support/harness';
import { pageRendererDirs } from '#tests/support/page-renderer';

// A campaign page the server renders is a visit (issue 44): counted on the channel of its `?ref=`,
// after the page has gone (never on its way), once per visitor per day, and never for a link
// preview. The renderer is the real one, loaded as the server loads the built one.

vi.mock('virtual:mantine-theme.css', () => ({}));

const { root, web, ssr } = pageRendererDirs('birr-page-visits-');

const PHONE = 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

let t: TestApp;
let organiser: string;
let campaignId: string;
beforeAll(async () => {
  t = await testApp({ config: { webDist: web, ssrDist: ssr, publicUrl: 'https://birr.example' } });
  organiser = await verifiedUser(t, 'organiser@example.com');
  campaignId = (await createCampaign(t.db, { userId: claims(organiser).sub!, title: 'Books for Gondar' })).id;
}, 120_000);
afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

const open = (url: string, agent: string, ip = '10.45.0.1') =>
  t.app.inject({ method: 'GET', url, remoteAddress: ip, headers: { accept: 'text/html', 'user-agent': agent } });
const visits = async (channel: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api${CHANNEL_ENDPOINTS.report(campaignId)}`, headers: bearer(organiser) });
  return (res.json() as ChannelReport).data.channels.find((c) => c.channel === channel)!.visits;
};
/** The count is made after the page is sent: wait for it (a moment), or for a while to be sure it never comes. */
const settle = async (channel: string, expected: number) => {
  for (let i = 0; i < 40 && (await visits(channel)) !== expected; i++) await new Promise((r) => setTimeout(r, 50));
  return visits(channel);
};

describe('a rendered campaign page', { timeout: 120_000 }, () => {
  it('counts its visit on the channel of its link, once per visitor per day', async () => {
    const page = await open(`/campaign/${campaignId}?ref=whatsapp`, PHONE);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Books for Gondar');
    expect(await settle('whatsapp', 1)).toBe(1);
    await open(`/campaign/${campaignId}?ref=whatsapp`, PHONE);
    await open(`/campaign/${campaignId}`, PHONE);
    expect(await settle('whatsapp', 2)).toBe(1);
    expect(await visits('direct')).toBe(0);
  });

  it("counts a team page's shared link as a visit to its campaign, on the link's channel", async () => {
    const { campaignTeams } = await import('#server/db/schema');
    await t.db.insert(campaignTeams).values({ campaignId, userId: claims(organiser).sub!, slug: 'gondar-runners', name: 'Gondar runners', why: 'Books', targetAmount: '500.00' });
    const page = await open(`/campaign/${campaignId}/team/gondar-runners?ref=sms`, PHONE, '10.45.0.3');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Gondar runners');
    expect(await settle('sms', 1)).toBe(1);
  });

  it("is not a visit when WhatsApp's or Telegram's preview fetches it", async () => {
    for (const agent of ['WhatsApp/2.23.20.0 A', 'TelegramBot (like TwitterBot)']) {
      expect((await open(`/campaign/${campaignId}?ref=telegram`, agent, '10.45.0.2')).statusCode).toBe(200);
    }
    expect(await settle('telegram', 1)).toBe(0);
  });
});
