import { describe, it } from 'vitest';
import { useBrowser } from './browser';
import { greeting, logOut, ownAddress, resetLinkFor, signIn, signUp, unique, verify } from './auth-flow';

describe('forgotten password', () => {
  const { open } = useBrowser();

  it('resets the password through the emailed link and signs in with the new one', async () => {
    const page = await open('/');
    await ownAddress(page);
    const email = `forgetful.${unique()}@example.com`;
    await signUp(page, { firstName: 'Tigist', identifier: email });
    await verify(page, email);
    await logOut(page);

    await page.goto('/auth/signin');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email or phone').fill('nope');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('Please enter a valid email or Ethiopian phone number.').waitFor();
    await page.getByLabel('Email or phone').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('If an account exists, we have sent a reset link.').waitFor();

    const link = new URL(await resetLinkFor(email));
    await page.goto(link.pathname);
    await page.getByLabel('New password').fill('short');
    await page.getByLabel('Confirm password').fill('short');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Password must be at least 8 characters long.').waitFor();
    await page.getByLabel('New password').fill('Brand-new-pass1');
    await page.getByLabel('Confirm password').fill('Brand-new-pass2');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Passwords do not match.').waitFor();
    await page.getByLabel('Confirm password').fill('Brand-new-pass1');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Your password has been reset. Sign in with your new password.').waitFor();

    await page.getByRole('link', { name: 'Sign in' }).click();
    await signIn(page, email, 'Brand-new-pass1');
    await greeting(page, 'Tigist').waitFor();
  });
});
