// Fayda's badge as donors and reviewers read it: who verified the person and when, in English
// with the Gregorian date and in Amharic with the Ethiopian one; and the reviewers' warning when
// the name on the ID is not the account's. Rendered in jsdom.
import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, setLocaleSource, type Locale } from '#i18n/locale';
import { OrganiserIdentity } from '#web/features/review/OrganiserIdentity';
import { Mantine } from '#web/ui/mantine';
import { IdentityBadge } from '#web/ui/IdentityBadge';
import { mantineInJsdom } from '../support/jsdom-mantine';

let locale: Locale = 'en';
beforeAll(() => {
  mantineInJsdom();
  setLocaleSource(() => locale);
});
afterEach(cleanup);
afterAll(() => setLocaleSource(() => DEFAULT_LOCALE));

const verified = { provider: 'FAYDA' as const, verifiedOn: '2026-11-26' };

describe('identity badge', () => {
  it('says who verified whom and when, with the Gregorian date in English', () => {
    locale = 'en';
    render(<IdentityBadge verified={verified} />);
    expect(screen.getByText('Identity verified with Fayda on 26 November 2026.')).toBeTruthy();
  });

  it('says it in Amharic with the Ethiopian date', () => {
    locale = 'am';
    render(<IdentityBadge verified={verified} />);
    expect(screen.getByText('ማንነት በፋይዳ 17 ኅዳር 2019 ዓ.ም. ተረጋግጧል።')).toBeTruthy();
  });

  it('warns reviewers when the name on the ID is not the account’s, and not when it is', () => {
    locale = 'en';
    const check = { ...verified, nameEn: 'Abebe Kebede Tesfaye', nameAm: 'አበበ ከበደ ተስፋዬ' };
    const { unmount } = render(
      <Mantine>
        <OrganiserIdentity identity={{ ...check, nameMatches: false }} />
      </Mantine>,
    );
    expect(screen.getByText("The name on the organiser's Fayda ID (Abebe Kebede Tesfaye · አበበ ከበደ ተስፋዬ) differs from the account's name.")).toBeTruthy();
    unmount();
    render(
      <Mantine>
        <OrganiserIdentity identity={{ ...check, nameMatches: true }} />
      </Mantine>,
    );
    expect(screen.queryByText(/differs from the account's name/)).toBeNull();
    expect(screen.getByText('Identity verified with Fayda on 26 November 2026.')).toBeTruthy();
  });
});
