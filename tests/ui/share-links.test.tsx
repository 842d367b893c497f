// Every way the share dialog and the poster send a campaign's address names itself with `?ref=`
// (issue 44), so the organiser's "What works" can tell them apart. Rendered in jsdom.
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ShareModal } from '#web/features/campaigns/ShareModal';
import { Mantine } from '#web/ui/mantine';
import { mantineInJsdom } from '../support/jsdom-mantine';

const ID = '0c000000-0000-4000-8000-00000000005c';
const address = (channel: string) => `${window.location.origin}/campaign/${ID}?ref=${channel}`;

beforeAll(() => mantineInJsdom());
afterEach(cleanup);

describe('share links', { timeout: 60_000 }, () => {
  it('each network, and the link to copy, carry their own channel', async () => {
    render(
      <Mantine>
        <MemoryRouter>
          <ShareModal opened onClose={() => {}} onLeave={() => {}} campaignId={ID} title="Water for Lalibela" />
        </MemoryRouter>
      </Mantine>,
    );
    const href = async (name: string) => decodeURIComponent((await screen.findByRole('link', { name }, { timeout: 10_000 })).getAttribute('href')!);
    expect(await href('Share on WhatsApp')).toContain(address('whatsapp'));
    expect(await href('Share on Telegram')).toContain(address('telegram'));
    expect(await href('Share on SMS')).toContain(address('sms'));
    expect(await href('Share on Facebook')).toContain(address('facebook'));
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe(address('link'));
  });
});
