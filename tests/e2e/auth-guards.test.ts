import { describe, it } from 'vitest';
import { useBrowser } from './browser';
import { DEMO, greeting, ownAddress, signIn, signUp, unique } from './auth-flow';

const at = (pathname: string) => (url: URL) => url.pathname === pathname;

describe('route guards', () => {
  const { open } = useBrowser();

  it('sends a guest from campaign creation to sign in', async () => {
    const page = await open('/campaign/create');
    await page.waitForURL(at('/auth/signin'));
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  });

  it('a password sign-in returns to the page that asked for it', async () => {
    const page = await open('/profile?tab=donations');
    await ownAddress(page);
    await page.waitForURL(at('/auth/signin'));
    await page.getByLabel('Email or phone').fill(DEMO.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/profile' && u.searchParams.get('tab') === 'donations');
    await page.getByRole('heading', { name: 'Donation History' }).waitFor();
  });

  it('sends a signed-in, verified user away from the sign-in page', async () => {
    const page = await open('/');
    await ownAddress(page);
    await signIn(page, DEMO.email, DEMO.password);
    await greeting(page, 'Abebe').waitFor();
    await page.goto('/auth/signin');
    await page.waitForURL(at('/'));
    await greeting(page, 'Abebe').waitFor();
  });

  it('sends an unverified user from campaign creation to verification', async () => {
    const page = await open('/');
    await ownAddress(page);
    await signUp(page, { firstName: 'Unverified', identifier: `unverified.${unique()}@example.com` });
    await page.goto('/campaign/create');
    await page.waitForURL(at('/auth/verify'));
    await page.getByRole('heading', { name: 'Verify Your Account' }).waitFor();
  });
});
