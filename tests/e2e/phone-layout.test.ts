import { describe, expect, it } from 'vitest';
import { DEMO, greeting, signInViaApi } from './auth-flow';
import { DESKTOP, PHONE, useBrowser } from './browser';

const b = useBrowser();

describe('layout on a phone and a desktop', () => {
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`the landing navbar turns solid where the hero ends (${size})`, async () => {
      const page = await b.open('/', viewport);
      const banner = page.getByRole('banner');
      const background = () => banner.evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(await background()).toBe('rgba(0, 0, 0, 0)');
      const heroEnd = await page.locator('[data-hero]').evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
      // Just short of the hero's end the bar still floats over it; just past it, it is white.
      await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), heroEnd - 64 - 40);
      await expect.poll(background).toBe('rgba(0, 0, 0, 0)');
      await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), heroEnd - 64 + 10);
      await expect.poll(background).toBe('rgb(255, 255, 255)');
      await page.screenshot({ path: `/tmp/birr/phone/navbar-after-hero-${viewport.width}.png` });
    });
  }

  it('the category dialog on a phone shows every name whole, in two columns', async () => {
    const page = await b.open('/campaigns', PHONE);
    await page.getByRole('button', { name: /categor|filter/i }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Categories' });
    await dialog.getByRole('button', { name: 'Rehabilitation' }).waitFor();
    const clipped = await dialog.getByRole('button').evaluateAll((buttons) =>
      buttons
        .map((el) => el.querySelector('.mantine-Button-label') ?? el)
        .filter((label) => label.scrollWidth > label.clientWidth + 1)
        .map((label) => label.textContent),
    );
    expect(clipped).toEqual([]);
    // No word broken across lines: a label is at most as many lines as it has words.
    const broken = await dialog.getByRole('button').evaluateAll((buttons) =>
      buttons
        .map((el) => el.querySelector('.mantine-Button-label') ?? el)
        .filter((label) => {
          const range = document.createRange();
          range.selectNodeContents(label);
          const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
          return lines > (label.textContent ?? '').trim().split(/\s+/).length;
        })
        .map((label) => label.textContent),
    );
    expect(broken).toEqual([]);
    const lefts = await dialog.getByRole('button', { name: /^(Childcare|Medical|Rehabilitation|Education)$/ }).evaluateAll((els) => [
      ...new Set(els.map((el) => Math.round(el.getBoundingClientRect().left))),
    ]);
    expect(lefts.length).toBeLessThanOrEqual(2);
    await page.screenshot({ path: '/tmp/birr/phone/categories-360.png' });
  });

  for (const path of ['/auth/signin', '/auth/signup', '/auth/forgot-password']) {
    it(`${path} shows the brand and a way home below the brand panel's breakpoint`, async () => {
      const page = await b.open(path, PHONE);
      await page.getByRole('link', { name: 'Birr home' }).waitFor();
      await page.getByRole('link', { name: 'Back to home' }).click();
      await page.waitForURL((u) => u.pathname === '/');
    });
  }

  it('a signed-in phone user still finds Campaigns in the menu', async () => {
    // Signed in through the API (the sign-in page itself: auth.test.ts).
    const page = await b.open('/', PHONE);
    await signInViaApi(page, b.baseURL, DEMO.email, DEMO.password);
    await page.reload();
    await greeting(page, 'Abebe').waitFor();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Campaigns', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/campaigns');
  });

  it('says Sign in the same way in the navbar and on the page', async () => {
    const page = await b.open('/', DESKTOP);
    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { name: 'Sign in', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
  });
});
