// The account area in Amharic (issue 27): sign-in in Amharic, the language switch for signed-in
// people (the user menu and Settings; each reloads the page in the chosen language and remembers
// it for the account), and an account's language following it to a fresh browser.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { greeting, ownAddress, signIn, signUp, unique, verify } from './auth-flow';
import { useBrowser } from './browser';

const pageLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** Clicks `target` and waits for the full page load it causes, then for the app to be up. */
async function reloadsAfter(page: Page, click: () => Promise<void>) {
  const loaded = page.waitForEvent('load');
  await click();
  await loaded;
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
}

describe('the account area in Amharic', () => {
  const { open } = useBrowser();

  it('shows the sign-in page in Amharic for an Amharic link', async () => {
    const page = await open('/auth/signin?lang=am');
    expect(await pageLang(page)).toBe('am');
    await page.getByRole('heading', { name: 'ይግቡ' }).waitFor();
    await page.getByLabel('ኢሜይል ወይም ስልክ').waitFor();
    await page.getByLabel('የይለፍ ቃል', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'የይለፍ ቃል ረሱ?' }).waitFor();
    // The form's own checks speak Amharic too.
    await page.getByRole('button', { name: 'ይግቡ', exact: true }).click();
    await page.getByText('ትክክለኛ ኢሜይል ወይም የኢትዮጵያ ስልክ ቁጥር ያስገቡ።').waitFor();
    expect(await page.getByText('Sign in', { exact: true }).count()).toBe(0);
  });

  const email = `amharic.${unique()}@example.com`;

  it('lets a signed-in person switch language in the user menu and in Settings; each reloads in it', async () => {
    const page = await open('/');
    await ownAddress(page);
    await signUp(page, { firstName: 'Meron', identifier: email });
    await verify(page, email);
    await greeting(page, 'Meron').waitFor();
    expect(await pageLang(page)).toBe('en');

    // The user menu offers the other language.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await reloadsAfter(page, () => page.getByRole('menuitem', { name: 'አማርኛ' }).click());
    expect(await pageLang(page)).toBe('am');
    await page.getByText('ሰላም፣ Meron').waitFor();
    await page.getByRole('button', { name: 'የመለያ ምናሌ' }).click();
    await page.getByRole('menuitem', { name: 'መገለጫ' }).click();
    await page.getByRole('heading', { name: 'የእኔ መለያ' }).waitFor();
    await page.keyboard.press('Escape');

    // Settings: a choice of both, the current one pressed.
    await page.goto('/profile?tab=settings');
    await page.getByRole('heading', { name: 'ቅንብሮች' }).waitFor();
    const choice = page.getByRole('tabpanel').getByRole('group', { name: 'ቋንቋ' });
    expect(await choice.getByRole('button', { name: 'አማርኛ' }).getAttribute('aria-pressed')).toBe('true');
    await reloadsAfter(page, () => choice.getByRole('button', { name: 'English' }).click());
    expect(await pageLang(page)).toBe('en');
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    await page.getByRole('heading', { name: 'Change Password' }).waitFor();

    // And back to Amharic: the account keeps it (next test).
    await reloadsAfter(page, () => page.getByRole('tabpanel').getByRole('group', { name: 'Language' }).getByRole('button', { name: 'አማርኛ' }).click());
    expect(await pageLang(page)).toBe('am');
    await page.getByRole('heading', { name: 'የይለፍ ቃል ይቀይሩ' }).first().waitFor();
  });

  it('brings up an account that chose Amharic in Amharic when it signs in on a fresh English browser', async () => {
    const page = await open('/auth/signin');
    await ownAddress(page);
    expect(await pageLang(page)).toBe('en');
    await signIn(page, email);
    // A full load of the destination, in the account's language.
    await page.waitForFunction(() => location.pathname === '/' && document.documentElement.lang === 'am');
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    await page.getByText('ሰላም፣ Meron').waitFor();
    // Remembered on this device from now on.
    expect((await page.context().cookies()).find((c) => c.name === 'lang')?.value).toBe('am');
  });

  it('brings up an account that chose Amharic in Amharic when it comes back from Google on a fresh browser', async () => {
    const login = `google.${unique()}@example.com`;
    const viaGoogle = async (page: Page) => {
      await page.getByRole('button', { name: 'Sign in with Google' }).click();
      await page.locator('input[name="login"]').fill(login);
      await page.locator('input[name="password"]').fill('anything');
      await page.locator('button[type="submit"]').click();
    };
    const first = await open('/auth/signin');
    await viaGoogle(first);
    await first.waitForURL((url) => url.pathname === '/');
    await greeting(first, 'Google').waitFor();
    expect(await pageLang(first)).toBe('en');
    await first.getByRole('button', { name: 'Account menu' }).click();
    await reloadsAfter(first, () => first.getByRole('menuitem', { name: 'አማርኛ' }).click());
    expect(await pageLang(first)).toBe('am');

    const fresh = await open('/auth/signin');
    expect(await pageLang(fresh)).toBe('en');
    await viaGoogle(fresh);
    await fresh.waitForFunction(() => location.pathname === '/' && document.documentElement.lang === 'am');
    await fresh.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    await fresh.getByText('ሰላም፣ Google').waitFor();
  });
});
