import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unsubscribeUrl } from '#server/modules/updates/notify';
import { createCampaign } from '#tests/support/fixtures';
import { testApp, type TestApp } from '#tests/support/harness';

// The pages the server writes itself (sandbox checkout, receipt, unsubscribe) show what people
// typed: a title, a name, an address. Typed markup must reach the reader as text, never as markup.

const TYPED = `<script>alert("x")</script> O'Hara & Sons`;
const SHOWN = `&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; O'Hara &amp; Sons`;
const ORIGIN = 'http://birr.test';

let t: TestApp;
let campaignId: string;
beforeAll(async () => {
  t = await testApp({ config: { publicUrl: ORIGIN } });
  campaignId = (await createCampaign(t.db, { title: TYPED })).id;
});
afterAll(() => t.close());

/** The page has no script of anyone's, and shows the typed text as text. */
function expectEscaped(html: string, shown = SHOWN) {
  expect(html).not.toMatch(/<script/i);
  expect(html).toContain(shown);
  expect(html).toMatch(/^<!doctype html>\n<html lang="en" dir="ltr">/);
}

describe("the server's own pages show typed markup as text", () => {
  let txRef: string;

  it('the sandbox checkout: the campaign title and the donor name', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/donation/guest/${campaignId}`,
      payload: { donorFirstName: TYPED, donorLastName: 'Worku', email: 'almaz@example.com', amount: 500, isAnonymous: false },
    });
    expect(res.statusCode).toBe(201);
    txRef = res.json().data.txRef;
    const page = await t.app.inject({ method: 'GET', url: `/api/payments/sandbox/${txRef}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expectEscaped(page.body);
    expect(page.body).toContain(`<h1 translate="no">${SHOWN}</h1>`);
    expect(page.body).toContain(`<dd translate="no">${SHOWN} Worku</dd>`);
  });

  it('the printable receipt: the title in <title>, the title and the name in the page', async () => {
    await t.app.inject({ method: 'POST', url: `/api/payments/sandbox/${txRef}/pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    const { receiptPath } = (await t.app.inject({ method: 'GET', url: `/api/donation/verify/${txRef}` })).json().data;
    const page = await t.app.inject({ method: 'GET', url: receiptPath });
    expect(page.statusCode).toBe(200);
    expectEscaped(page.body);
    expect(page.body).toContain(`<title>Receipt — ${SHOWN} — Birr</title>`);
    expect(page.body).toContain(`<dd translate="no">${SHOWN} Worku</dd>`);
  });

  it('the unsubscribe pages: the address, before and after the button', async () => {
    const email = `${TYPED}@example.com`;
    const link = new URL(unsubscribeUrl(ORIGIN, t.deps.keys.codes, campaignId, email));
    const ask = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(ask.statusCode).toBe(200);
    // Addresses are kept in lower case.
    const shown = `<span translate="no">${SHOWN.toLowerCase()}@example.com</span>`;
    expectEscaped(ask.body, shown);
    const done = await t.app.inject({ method: 'POST', url: link.pathname + link.search, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(done.statusCode).toBe(200);
    expectEscaped(done.body, shown);
    expect(done.body).toContain('no more updates');
  });
});
