/**
 * What the device offers for installing the app, as a tiny store for the entry bundle: Chromium's
 * `beforeinstallprompt` (kept for the in-app "Install app" action), or, on iOS-like browsers that
 * have no such event, a hint to use "Add to Home Screen". Once installed (or opened installed),
 * nothing is offered. The UI itself (InstallBanner) loads only when there is something to offer.
 */
export type InstallPromptEvent = Event & {
  prompt(): Promise<unknown>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

export type InstallOffer = { kind: 'prompt'; event: InstallPromptEvent } | { kind: 'ios' } | null;

const DISMISSED_KEY = 'birr-install-dismissed';
/** "Not now" keeps the offer away for this long. */
const DISMISS_MS = 30 * 24 * 60 * 60 * 1000;

let offer: InstallOffer = null;
const listeners = new Set<() => void>();

function set(next: InstallOffer) {
  offer = next;
  for (const l of listeners) l();
}

export const installOffer = () => offer;
export function subscribeInstallOffer(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Opened from the home screen (or already an installed app window). */
export function isStandalone() {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/** Safari on iPhone/iPad (iPadOS reports itself as a Mac with touch), which installs only by hand. */
export function isIosLike() {
  const ua = navigator.userAgent;
  return /iphone|ipad|ipod/i.test(ua) || (/macintosh/i.test(ua) && navigator.maxTouchPoints > 1);
}

function dismissedRecently() {
  try {
    return Date.now() - Number(localStorage.getItem(DISMISSED_KEY) ?? 0) < DISMISS_MS;
  } catch {
    return false;
  }
}

/** "Not now": hide the offer, and don't offer again for a while. */
export function dismissInstallOffer() {
  try {
    localStorage.setItem(DISMISSED_KEY, String(Date.now()));
  } catch {
    // private mode: hidden for this visit only
  }
  set(null);
}

/** The browser's own install dialog; resolves to whether the user installed. */
export async function promptInstall() {
  if (offer?.kind !== 'prompt') return false;
  const { event } = offer;
  set(null); // a prompt event can be used once
  await event.prompt();
  const { outcome } = await event.userChoice;
  return outcome === 'accepted';
}

export function watchInstallOffer() {
  if (typeof window === 'undefined' || isStandalone()) return;
  window.addEventListener('beforeinstallprompt', (event) => {
    // Our own "Install app" action replaces the browser's mini-infobar.
    event.preventDefault();
    if (!dismissedRecently()) set({ kind: 'prompt', event: event as InstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => set(null));
  if (isIosLike() && !dismissedRecently()) set({ kind: 'ios' });
}

watchInstallOffer();
