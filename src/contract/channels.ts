// Where a campaign's visitors come from (issue 44, "know what works"): the channels a share link
// names with `?ref=`, how a ref is read, and the paths under /api. Free of zod, so the campaign
// page (the first view people share) uses it without it; the answers' schemas are in
// channel-report.ts.

/**
 * Every channel a visit or a donation is counted under: the share sheet's networks, the poster's
 * QR code, a copied link, the email Birr sends followers (its links say `?ref=email`; its text
 * messages say `?ref=sms` and count as SMS), and `direct` (no ref: a typed address, a bookmark,
 * the site's own lists).
 */
export const CHANNELS = ['telegram', 'whatsapp', 'facebook', 'sms', 'qr', 'link', 'email', 'direct'] as const;
export type Channel = (typeof CHANNELS)[number];

export const isChannel = (value: unknown): value is Channel => typeof value === 'string' && (CHANNELS as readonly string[]).includes(value);

/** The longest `ref` read; anything longer is someone else's parameter. */
export const MAX_REF_LENGTH = 40;

/**
 * The channel a link's `?ref=` names: no ref is `direct`; a ref we do not know (another app's
 * notifications, a hand-made link) is still a link someone shared, so `link`.
 */
export function channelOfRef(ref: unknown): Channel {
  if (typeof ref !== 'string' || ref.trim() === '') return 'direct';
  const r = ref.trim().toLowerCase().slice(0, MAX_REF_LENGTH);
  return isChannel(r) ? r : 'link';
}

/** A channel a link can name (`direct` is the absence of one). */
export type ShareChannel = Exclude<Channel, 'direct'>;

/** A campaign's address as shared through `channel`. */
export const withRef = (url: string, channel: ShareChannel) => `${url}${url.includes('?') ? '&' : '?'}ref=${channel}`;

export const CHANNEL_ENDPOINTS = {
  /** POST {ref?} (anyone, no cookies) → 204: the web app's count of a visit the server did not render */
  visit: (campaignId: string) => `/campaign/${campaignId}/visit`,
  /** GET (organiser, treasurers) → ChannelReport */
  report: (campaignId: string) => `/campaign/${campaignId}/channels`,
  /** GET (organiser, treasurers) → text/csv: date, name, amount, channel, message */
  donationsCsv: (campaignId: string) => `/campaign/${campaignId}/donations.csv`,
} as const;
