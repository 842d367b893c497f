import { describe, expect, it } from 'vitest';
import { createCampaign } from '#tests/support/fixtures';
import { call, organiserId, t, tok, useLiveCampaign } from '#tests/support/live-campaign';

// "Reviewed by Birr on …" (issue 42 item 6): the public campaign says when a reviewer approved it,
// not who did.

useLiveCampaign();

describe('the approval in the public campaign', () => {
  it('is the moment of the approval, on the campaign and in the list, without the reviewer', async () => {
    const c = await createCampaign(t.db, { userId: organiserId, title: 'Reviewed well', status: 'PENDING' });
    const before = Date.now();
    const approved = await call('POST', `/api/review/campaigns/${c.id}/approve`, tok.reviewer);
    expect(approved.statusCode, approved.body).toBe(200);
    const res = await call('GET', `/api/campaign/${c.id}`);
    expect(res.statusCode).toBe(200);
    const at = Date.parse(res.json().data.reviewedAt);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now());
    expect(res.body).not.toMatch(/reviewedBy|reviewer@birr\.example/);
    const list = await call('GET', '/api/campaign?search=Reviewed%20well');
    expect(list.json().data.find((x: { id: string }) => x.id === c.id).reviewedAt).toBe(res.json().data.reviewedAt);
  });

  it('is null until a reviewer approves, and after a rejection', async () => {
    const c = await createCampaign(t.db, { userId: organiserId, title: 'Not yet', status: 'PENDING' });
    const mine = async () => (await call('GET', `/api/campaign/${c.id}/manage`, tok.organiser)).json().data.campaign.reviewedAt;
    expect(await mine()).toBeNull();
    expect((await call('POST', `/api/review/campaigns/${c.id}/reject`, tok.reviewer, { reason: 'Add a clearer cover picture' })).statusCode).toBe(200);
    expect(await mine()).toBeNull();
  });
});
