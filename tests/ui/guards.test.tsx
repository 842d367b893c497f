// The route guards as a person meets them (the spec's section 4): no session → the sign-in page,
// remembering where they were going; an unverified account → the verification page; a verified
// one → the page. Rendered with React Testing Library, no browser.
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useRoutes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ProtectedRoute } from '#web/app/guards/ProtectedRoute';

/** An unsigned token with these claims (the app only decodes it; the server checks signatures). */
const token = (claims: object) => {
  const part = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ exp: Math.floor(Date.now() / 1000) + 600, ...claims })}.sig`;
};

function SignIn() {
  const from = (useLocation().state as { from?: string } | null)?.from;
  return <p>Sign-in page, then back to {from}</p>;
}

// The app's routing in its form (declarative: useRoutes under a router, src/web/app/App.tsx).
function Pages() {
  return useRoutes([
    { path: '/auth/signin', element: <SignIn /> },
    { path: '/auth/verify', element: <p>Verification page</p> },
    { element: <ProtectedRoute />, children: [{ path: '/profile', element: <p>Your profile</p> }] },
  ]);
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Pages />
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  document.cookie = 'access_token=; Max-Age=0; Path=/';
  localStorage.clear();
});

describe('signed-in pages', () => {
  it('send a visitor without a session to sign in, and back to where they were going afterwards', async () => {
    renderAt('/profile?tab=donations');
    expect(await screen.findByText('Sign-in page, then back to /profile?tab=donations')).toBeTruthy();
  });

  it('send an unverified account to verification', async () => {
    document.cookie = `access_token=${token({ identifier: 'a@example.com', isActive: true, isVerified: false })}; Path=/`;
    renderAt('/profile');
    expect(await screen.findByText('Verification page')).toBeTruthy();
  });

  it('show the page to a verified account', async () => {
    document.cookie = `access_token=${token({ identifier: 'a@example.com', isActive: true, isVerified: true })}; Path=/`;
    renderAt('/profile');
    expect(await screen.findByText('Your profile')).toBeTruthy();
  });

  it('send a deactivated account to sign in', async () => {
    document.cookie = `access_token=${token({ identifier: 'a@example.com', isActive: false, isVerified: true })}; Path=/`;
    renderAt('/profile');
    expect(await screen.findByText(/Sign-in page/)).toBeTruthy();
  });
});
