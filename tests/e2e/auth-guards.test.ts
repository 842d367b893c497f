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
