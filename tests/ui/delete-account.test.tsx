// Profile → Settings → "Delete my account" (issue 46): the modal says what goes and what stays,
// asks for the password (or, for a Google-only account, a code it has sent), shows the server's
// refusal, and on success forgets the session and lands on the home page.
// Rendered in jsdom; the only peer is the API, answered here at fetch.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Mantine } from '#web/ui/mantine';
import { SettingsTab } from '#web/features/profile/SettingsTab';
import { mantineInJsdom } from '../support/jsdom-mantine';

beforeAll(mantineInJsdom);

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let calls: { method: string; url: string; body?: unknown }[] = [];
let deleteAnswers: Response[] = [];
beforeEach(() => {
  calls = [];
  deleteAnswers = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    calls.push({ method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    if (url.endsWith('/user/me/deletion-code')) return json({ message: 'We sent a 6-digit code to your email. It works for 10 minutes.' });
    if (url.endsWith('/user/me') && method === 'DELETE') return deleteAnswers.shift() ?? json({ message: 'Your account has been deleted.' });
    return json({ message: 'not expected in this test', code: 'NOT_FOUND' }, 404);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function settings(googleOnly: boolean) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
      <Mantine>
        <MemoryRouter initialEntries={['/profile']}>
          <Routes>
            <Route path="/profile" element={<SettingsTab googleOnly={googleOnly} />} />
            <Route path="/" element={<p>The home page</p>} />
          </Routes>
        </MemoryRouter>
      </Mantine>
    </QueryClientProvider>,
  );
}
const seen = (text: string | RegExp) => screen.findByText(text, {}, { timeout: 5000 });
const deletes = () => calls.filter((c) => c.method === 'DELETE');
const confirmButton = () => screen.getByRole('button', { name: 'Delete my account for good' });

async function openModal() {
  fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
  await seen(/What is removed/);
}

describe('Settings: delete my account', () => {
  it('says what is removed and kept, shows a wrong password refused, then deletes and lands home', async () => {
    settings(false);
    await openModal();
    expect(screen.getByText(/What is kept: the donations you made/)).toBeTruthy();
    expect(screen.getByText(/Birr keeps financial records for 10 years/)).toBeTruthy();
    expect((confirmButton() as HTMLButtonElement).disabled).toBe(true);

    deleteAnswers.push(json({ message: 'That password is not right.', code: 'FORBIDDEN', field: 'password' }, 403));
    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'wrong-one' } });
    fireEvent.click(confirmButton());
    await seen('That password is not right.');
    expect(screen.queryByText('The home page')).toBeNull();

    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'Delete12345!' } });
    fireEvent.click(confirmButton());
    await seen('The home page');
    expect(deletes().map((c) => c.body)).toEqual([{ password: 'wrong-one' }, { password: 'Delete12345!' }]);
  }, 20_000);

  it('for a Google-only account, sends a code and deletes with it', async () => {
    settings(true);
    await openModal();
    expect(screen.queryByLabelText('Your password')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    await seen(/We sent a 6-digit code to your email/);
    const code = screen.getByLabelText('Code');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');

    fireEvent.change(code, { target: { value: '12' } });
    fireEvent.click(confirmButton());
    await seen('The code is 6 digits.');
    expect(deletes()).toEqual([]);

    fireEvent.change(code, { target: { value: '482913' } });
    fireEvent.click(confirmButton());
    await seen('The home page');
    await waitFor(() => expect(deletes().map((c) => c.body)).toEqual([{ code: '482913' }]));
  }, 20_000);
});
