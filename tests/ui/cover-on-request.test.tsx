// A campaign's cover on a light page (issue 47): under Save-Data or on a slow connection the page
// is text first, the picture behind "Show picture"; otherwise the picture itself. Rendered in jsdom.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { CampaignMedia } from '#contract/campaign';
import { CoverOnRequest } from '#web/features/campaigns/CoverOnRequest';
import { LitePageContext } from '#web/lib/lite-page';

afterEach(cleanup);

const cover = { id: 'm1', url: '/media/c1/cover-800.webp', srcSet: '/media/c1/cover-720.webp 720w', imageType: 'COVER_IMAGE' } as CampaignMedia;

describe('the cover on a light page', () => {
  it('is the picture itself when the server rendered a normal page', () => {
    const html = renderToString(
      <LitePageContext.Provider value={false}>
        <CoverOnRequest media={cover} title="Clean water" />
      </LitePageContext.Provider>,
    );
    expect(html).toContain('alt="Clean water"');
    expect(html).toContain('720w');
  });

  it('is a "Show picture" button when the server rendered a light page, with no picture fetched', () => {
    const html = renderToString(
      <LitePageContext.Provider value={true}>
        <CoverOnRequest media={cover} title="Clean water" />
      </LitePageContext.Provider>,
    );
    expect(html).toContain('Show picture');
    expect(html).not.toContain('<img');
  });

  it('shows the picture once asked for, on a device that saves data', () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' }, configurable: true });
    render(<CoverOnRequest media={cover} title="Clean water" />);
    expect(screen.queryByRole('img')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show picture' }));
    expect(screen.getByRole('img', { name: 'Clean water' }).getAttribute('fetchpriority')).toBe('high');
  });
});
