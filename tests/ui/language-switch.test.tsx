// The language switch: each language in its own words, the page's own marked, and a choice
// remembered on the device (the lang cookie) before the page reloads in it.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageSwitch } from '#web/app/LanguageSwitch';

afterEach(cleanup);

describe('language switch', () => {
  it('offers አማርኛ and English, marks the current one, and remembers the choice', async () => {
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, href: 'http://localhost/campaigns?lang=en&page=2', replace });
    render(
      <MemoryRouter initialEntries={['/campaigns?lang=en&page=2']}>
        <LanguageSwitch />
      </MemoryRouter>,
    );
    const am = screen.getByRole('link', { name: 'አማርኛ' });
    const en = screen.getByRole('link', { name: 'English' });
    expect(en.getAttribute('aria-current')).toBe('true');
    expect(am.getAttribute('aria-current')).toBeNull();
    expect(am.getAttribute('lang')).toBe('am');
    // A plain link too: before its code has arrived, the server answers it in Amharic and remembers.
    expect(am.getAttribute('href')).toBe('/campaigns?lang=am&page=2');

    fireEvent.click(am);
    await vi.waitFor(() => expect(replace).toHaveBeenCalled());
    expect(document.cookie).toContain('lang=am');
    // Reloaded at the same address without the old ?lang=, which would override the choice.
    expect(replace).toHaveBeenCalledWith('http://localhost/campaigns?page=2');
    vi.unstubAllGlobals();
  });

  it('shows only the other language where space is short (the navbar)', () => {
    render(
      <MemoryRouter>
        <LanguageSwitch onlyOther />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link', { name: 'English' })).toBeNull();
    expect(screen.getByRole('link', { name: 'አማርኛ' })).toBeTruthy();
  });
});
