import { describe, expect, it } from 'vitest';
import { bearer } from '#tests/support/accounts';
import { campaignId, t, tok, useLiveCampaign } from '#tests/support/live-campaign';

// Refusals that once left in English whatever the request's language: the campaign list's query,
// a malformed id in a path, and an unknown field in a campaign's edit. Each keeps its English words
// (the original client knows them) and has Amharic ones, chosen by Accept-Language or the lang cookie.

useLiveCampaign();

const inAmharic = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: object) => {
  const res = await t.app.inject({
    method,
    url,
    headers: { 'accept-language': 'am-ET,am;q=0.9', ...(token ? bearer(token) : {}) },
    ...(payload ? { payload } : {}),
  });
  expect(res.statusCode, res.body).toBe(400);
  return res.json() as { message: string; code: string };
};

describe('refusals in Amharic', () => {
  it('the campaign list refuses an unknown category, kind or an over-long search in Amharic', async () => {
    expect((await inAmharic('GET', '/api/campaign?category=NOPE')).message).toBe('ያልታወቀ ምድብ፦ NOPE');
    expect((await inAmharic('GET', '/api/campaign?type=people')).message).toBe('type ከሚከተሉት አንዱ መሆን አለበት፦ business, charity, personal');
    expect((await inAmharic('GET', `/api/campaign?search=${'x'.repeat(101)}`)).message).toBe('search ቢበዛ 100 ቁምፊዎች መሆን አለበት');
  });

  it('a malformed campaign, withdrawal, edit or word id is refused in Amharic', async () => {
    expect(await inAmharic('GET', '/api/campaign/not-an-id')).toMatchObject({ message: 'ልክ ያልሆነ የዘመቻ መታወቂያ', code: 'VALIDATION_FAILED' });
    expect((await inAmharic('POST', '/api/review/withdrawals/not-an-id/approve', tok.reviewer)).message).toBe('ልክ ያልሆነ የገንዘብ ማውጣት ጥያቄ መታወቂያ');
    expect((await inAmharic('POST', '/api/review/edits/not-an-id/approve', tok.reviewer)).message).toBe('ልክ ያልሆነ የለውጥ መታወቂያ');
    expect((await inAmharic('DELETE', '/api/review/words/not-an-id', tok.reviewer)).message).toBe('ልክ ያልሆነ የድጋፍ ቃል መታወቂያ');
    expect((await inAmharic('PATCH', `/api/campaign/${campaignId}/words/not-an-id`, tok.organiser, { hidden: true })).message).toBe(
      'ልክ ያልሆነ የድጋፍ ቃል መታወቂያ',
    );
  });

  it("an unknown field in a campaign's edit is named in Amharic", async () => {
    expect((await inAmharic('PATCH', `/api/campaign/${campaignId}`, tok.organiser, { nope: 1 })).message).toBe('ያልታወቀ መስክ፦ nope');
  });

  it('the lang cookie chooses Amharic too, and English stays as the original client knows it', async () => {
    const am = await t.app.inject({ method: 'GET', url: '/api/campaign?category=NOPE', headers: { cookie: 'lang=am', 'accept-language': 'en' } });
    expect(am.json().message).toBe('ያልታወቀ ምድብ፦ NOPE');
    const en = await t.app.inject({ method: 'GET', url: '/api/campaign?category=NOPE', headers: { 'accept-language': 'en' } });
    expect(en.json().message).toBe('Unknown category: NOPE');
  });
});
