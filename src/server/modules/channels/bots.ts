/**
 * User agents that are not people: search engines, and the link previews Telegram, WhatsApp,
 * Facebook, Slack, Discord and others fetch the moment a link is pasted into a chat — counting
 * those would count every share as a visit. No agent at all is not a browser either.
 */
const BOT_AGENT =
  /bot|crawl|spider|slurp|preview|facebookexternalhit|facebookcatalog|whatsapp|telegram|skype|slack|discord|embedly|vkshare|pinterest|quora link|bitlyurl|outbrain|lighthouse|headless|curl\/|wget\/|python-|httpclient|okhttp|go-http-client|node-fetch|axios\//i;

export const isBot = (userAgent: string | undefined): boolean => !userAgent?.trim() || BOT_AGENT.test(userAgent);
