// Messages Birr relays between people who do not see each other's address (issue 42 item 6,
// issue 44 "Thank donors"): the paths the web app calls and the limits, free of zod so a page can
// use them without it. The schemas are in relay.ts.

export const RELAY_ENDPOINTS = {
  /** POST {name, email | phoneNumber, message} (anyone, signed in or not) → 201 ContactSent */
  contact: (campaignId: string) => `/campaign/${campaignId}/contact`,
  /** GET (organiser, treasurers, reviewers) → DonorsToThank · POST {message} (organiser) → 202 ThankAllSent */
  thanks: (campaignId: string) => `/campaign/${campaignId}/thanks`,
  /** POST {message} (organiser) → 201 ThankSent; a second time 409 */
  thankOne: (campaignId: string, donationId: string) => `/campaign/${campaignId}/donations/${donationId}/thanks`,
} as const;

export const CONTACT_NAME_MAX = 80;
export const CONTACT_MESSAGE_MAX = 1000;
export const THANKS_MESSAGE_MAX = 500;

/**
 * A link in a relayed message: a scheme, "www.", or a domain followed by a path. Refused, so the
 * relay cannot carry phishing to organisers or donors; an email address in the text is not a link.
 */
const LINK_RE = /(?:\b[a-z][a-z0-9+.-]*:\/\/|\bwww\.|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\/)/i;
export const hasLink = (s: string) => LINK_RE.test(s);
