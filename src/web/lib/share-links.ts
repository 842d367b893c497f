import { withRef, type ShareChannel } from '#contract/channels';
import { PUBLIC_ORIGIN_META } from '#contract/pages';

let renderOrigin = '';
/** On the server: the public origin pages are rendered for (PUBLIC_URL, the same for every request; ../entry-server.tsx). */
export const setRenderOrigin = (origin: string) => {
  renderOrigin = origin;
};

/**
 * The public origin the server named in the page (PUBLIC_URL), else this page's own: share links
 * and posters carry the address people should open, not the one this browser happened to use.
 */
export function publicOrigin(): string {
  if (typeof document === 'undefined') return renderOrigin;
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${PUBLIC_ORIGIN_META}"]`)?.content;
  return meta && /^https?:\/\//.test(meta) ? meta.replace(/\/+$/, '') : window.location.origin;
}

/**
 * Where each way of sharing a page goes, with `message` before the link. Each way names itself in
 * the link (`?ref=`, issue 44), so the organiser sees what works; a copied link is `link`.
 */
export function shareLinks(base: string, message: string) {
  const via = (channel: ShareChannel) => encodeURIComponent(withRef(base, channel));
  const withLink = (channel: ShareChannel) => encodeURIComponent(`${message} ${withRef(base, channel)}`);
  return {
    link: withRef(base, 'link'),
    whatsapp: `https://wa.me/?text=${withLink('whatsapp')}`,
    telegram: `https://t.me/share/url?url=${via('telegram')}&text=${encodeURIComponent(message)}`,
    // sms: with ?body= is understood by Android and iOS alike.
    sms: `sms:?body=${withLink('sms')}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${via('facebook')}`,
  };
}
