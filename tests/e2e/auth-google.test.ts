import { describe, it } from 'vitest';
import { useBrowser } from './browser';
import { greeting } from './auth-flow';

describe('Google sign-in', () => {
  const { open } = useBrowser();

  it('goes to the provider, signs in there and comes back signed in', async () => {
    const page = await open('/auth/signin');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    // The provider's own (development) login form.
    await page.locator('input[name="login"]').fill(`meron.${Date.now()}@example.com`);
    await page.locator('input[name="password"]').fill('anything');
    await page.locator('button[type="submit"]').click();

    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Signed in successfully!').waitFor();
    await greeting(page, 'Google').waitFor();
    // The tokens never stay in the address bar.
    if (new URL(page.url()).hash) throw new Error(`tokens left in the address: ${page.url()}`);
  });
});
