import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import {
  DEMO,
  greeting,
  logOut,
  ownAddress,
  signIn,
  signUp,
  unique,
  uniquePhone,
  verify,
} from './auth-flow';

describe('accounts', () => {
  const { open } = useBrowser();

  it('signs up with an email, verifies with the emailed code, logs out and signs in again', async () => {
    const page = await open('/');
    await ownAddress(page);
    const email = `selam.${unique()}@example.com`;
    await signUp(page, { firstName: 'Selam', identifier: email });
    await verify(page, email);
    await greeting(page, 'Selam').waitFor();

    await logOut(page);
    expect(await greeting(page, 'Selam').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/');

    await signIn(page, email);
    await page.getByText('Signed in successfully!').waitFor();
    await greeting(page, 'Selam').waitFor();
  });

  it('signs up with a phone number, verifies with the texted code, logs out and signs in again', async () => {
    const page = await open('/');
    await ownAddress(page);
    const phone = uniquePhone();
    await signUp(page, { firstName: 'Dawit', identifier: phone });
    await verify(page, phone);
    await greeting(page, 'Dawit').waitFor();

    await logOut(page);
    await signIn(page, phone);
    await greeting(page, 'Dawit').waitFor();
  });

  it('checks the sign-up form in the spec order before calling the server', async () => {
    const page = await open('/auth/signup');
    const submit = page.getByRole('button', { name: 'Sign Up', exact: true });
    await submit.click();
    await page.getByText('All fields are required').waitFor();

    await page.getByLabel('First name').fill('A');
    await page.getByLabel('Last name').fill('B');
    await page.getByLabel('Email or phone').fill('not-an-address');
    await page.getByLabel('Date of birth').fill('1990-01-01');
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm password').fill('abd');
    await submit.click();
    await page.getByText('Enter a valid email or phone number').waitFor();

    await page.getByLabel('Email or phone').fill('0912345678');
    await submit.click();
    await page.getByText('Password must be at least 8 characters').waitFor();

    await page.getByLabel('Password', { exact: true }).fill('abcdefgh');
    await submit.click();
    await page.getByText('Passwords do not match').waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/signup');
  });

  it('says which sign-in identifier is wrong, and shows the server refusal as a toast', async () => {
    const page = await open('/auth/signin');
    await ownAddress(page);
    await page.getByLabel('Email or phone').fill('abebe');
    await page.getByLabel('Password', { exact: true }).fill('whatever');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Enter a valid email or Ethiopian phone number.').waitFor();

    await signIn(page, DEMO.email, 'wrong-password');
    await page.getByRole('alert').filter({ hasText: 'Invalid credentials' }).waitFor();
  });

  it('stops a sixth wrong password with the rate-limit message', async () => {
    const page = await open('/auth/signin');
    await ownAddress(page);
    await page.getByLabel('Email or phone').fill('hana@example.com');
    const password = page.getByLabel('Password', { exact: true });
    const submit = page.getByRole('button', { name: 'Sign in', exact: true });
    for (let i = 0; i < 5; i++) {
      await password.fill(`wrong-${i}`);
      const [answer] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/api/auth/local/signin')),
        submit.click(),
      ]);
      expect(answer.status()).toBe(401);
    }
    await page.getByText('Invalid credentials').first().waitFor();
    await password.fill('wrong-6');
    await submit.click();
    await page.getByText(/Too many sign-in attempts\. Try again in \d+ minutes\./).waitFor();
  });

  it('shows the resend cooldown in the first minute instead of failing, and checks the code format', async () => {
    const page = await open('/');
    await ownAddress(page);
    const email = `resend.${unique()}@example.com`;
    await signUp(page, { firstName: 'Resend', identifier: email });
    await page.getByText('Verify Your Account').waitFor();
    await page.getByRole('timer').getByText(/^(10:00|09:5\d)$/).waitFor();
    // Sign-up itself sent a code a moment ago: the button counts down the minute the server asks for.
    const resend = page.getByRole('button', { name: /^Resend code in 00:[0-5]\d$/ });
    await resend.waitFor();
    expect(await resend.isDisabled()).toBe(true);

    await page.getByLabel('Verification code').fill('12ab');
    expect(await page.getByLabel('Verification code').inputValue()).toBe('12');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Enter a valid 6-digit code.').waitFor();
  });
});
