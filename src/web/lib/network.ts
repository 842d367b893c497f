import { m } from '#i18n/paraglide/messages.js';
import { useSyncExternalStore } from 'react';
import { ApiError } from './api-error';

/**
 * Whether the app can reach its server. It starts from navigator.onLine, but what actually happens
 * decides: browsers report themselves online behind captive Wi-Fi, on a dead mobile link, with our
 * server down, and (Chromium 150+) on a page reloaded under emulated offline. So a request that gets
 * no response at all (src/web/lib/http.ts reports it) marks the app offline; a cheap probe of
 * GET /api/health with a back-off, the `online` event, and any request that gets an answer bring it
 * back. TanStack Query's onlineManager follows this store (src/web/lib/query-persist.ts).
 */
export const offlineMessage = () => m.offline_action();
/**
 * The same words as a constant, for the screens that show it (browser only). The page's language is
 * fixed before any module is evaluated (main.tsx imports lib/locale first), so this is the page's;
 * the server renderer never shows it (nothing is offline there). Prefer offlineMessage().
 */
export const OFFLINE_ACTION_MESSAGE: string = offlineMessage();

export const PROBE_URL = '/api/health';
const PROBE_FIRST_DELAY_MS = 1000;
const PROBE_MAX_DELAY_MS = 15_000;
const PROBE_TIMEOUT_MS = 8000;
/** While the app believes it is online and is on screen, it checks this often that the server answers. */
export const HEARTBEAT_MS = 10_000;
/** ...but not for a user who has stopped using it: their next action or request checks anyway. */
const HEARTBEAT_IDLE_AFTER_MS = 2 * 60_000;

const inBrowser = typeof window !== 'undefined' && typeof navigator !== 'undefined';

let offline = inBrowser ? !navigator.onLine : false;
const listeners = new Set<() => void>();

let probeTimer: ReturnType<typeof setTimeout> | undefined;
let probeDelay = PROBE_FIRST_DELAY_MS;
let probing = false;
let heartbeatTimer: ReturnType<typeof setTimeout> | undefined;
let lastActivity = Date.now();

function set(next: boolean) {
  if (next === offline) return;
  offline = next;
  for (const l of listeners) l();
}

/** A request got no response at all (network error or timeout, not an HTTP error status). */
export function reportNetworkFailure() {
  if (!offline) probeDelay = PROBE_FIRST_DELAY_MS;
  set(true);
  scheduleProbe();
}

/** A request got a response (any status): the server is reachable. */
export function reportNetworkSuccess() {
  clearTimeout(probeTimer);
  probeTimer = undefined;
  probeDelay = PROBE_FIRST_DELAY_MS;
  set(false);
  scheduleHeartbeat();
}

export const isOffline = () => offline;

export function subscribeNetwork(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** True while the app cannot reach its server; re-renders on change. */
export function useIsOffline(): boolean {
  return useSyncExternalStore(subscribeNetwork, isOffline, () => false);
}

/** True when a failed call failed for network reasons (no answer), as opposed to an HTTP error. */
export function isNetworkFailure(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  if (err.name === 'AbortError') return false;
  if (err.name === 'FetchError') {
    const e = err as Error & { response?: unknown; cause?: unknown };
    if (e.response) return false;
    return !(e.cause instanceof Error && e.cause.name === 'AbortError');
  }
  // fetch() rejects with a TypeError when nothing answered; a timeout with a TimeoutError.
  return err.name === 'TypeError' || err.name === 'TimeoutError' || (err instanceof ApiError && err.offline);
}

/**
 * One GET /api/health. Only our server's own answer counts: a captive portal's login page
 * (a redirect, or HTML) does not make the app online.
 */
async function probeOnce(): Promise<boolean> {
  try {
    const res = await fetch(PROBE_URL, {
      cache: 'no-store',
      credentials: 'omit',
      redirect: 'error',
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    if (!res.ok) return false;
    const body = (await res.json().catch(() => null)) as { status?: unknown } | null;
    return body?.status === 'ok';
  } catch {
    return false;
  }
}

/** Probes now; on success the app is online, on failure it is offline and probes again later. */
export async function probeNow(): Promise<boolean> {
  if (probing) return !offline;
  probing = true;
  clearTimeout(probeTimer);
  probeTimer = undefined;
  const ok = await probeOnce();
  probing = false;
  if (ok) reportNetworkSuccess();
  else reportNetworkFailureFromProbe();
  return ok;
}

function reportNetworkFailureFromProbe() {
  set(true);
  probeDelay = Math.min(probeDelay * 2, PROBE_MAX_DELAY_MS);
  scheduleProbe();
}

function scheduleProbe() {
  if (!inBrowser || probeTimer !== undefined || probing) return;
  clearTimeout(heartbeatTimer);
  heartbeatTimer = undefined;
  probeTimer = setTimeout(() => {
    probeTimer = undefined;
    void probeNow();
  }, probeDelay);
}

/**
 * While online and on screen, a light check that the server still answers, so a server or link
 * that goes away while the user only reads shows the notice too. Any answered request resets it.
 */
function scheduleHeartbeat() {
  if (!inBrowser) return;
  clearTimeout(heartbeatTimer);
  heartbeatTimer = undefined;
  if (offline || document.visibilityState !== 'visible') return;
  heartbeatTimer = setTimeout(() => {
    heartbeatTimer = undefined;
    if (offline || document.visibilityState !== 'visible') return;
    // Each check costs a little data: none while nobody is using the app.
    if (Date.now() - lastActivity > HEARTBEAT_IDLE_AFTER_MS) scheduleHeartbeat();
    else void probeNow();
  }, HEARTBEAT_MS);
}

if (inBrowser) {
  window.addEventListener('online', () => {
    probeDelay = PROBE_FIRST_DELAY_MS;
    void probeNow();
  });
  window.addEventListener('offline', () => {
    probeDelay = PROBE_FIRST_DELAY_MS;
    set(true);
    scheduleProbe();
  });
  for (const type of ['pointerdown', 'keydown', 'scroll', 'touchstart']) {
    window.addEventListener(type, () => (lastActivity = Date.now()), { capture: true, passive: true });
  }
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible') return;
    // Back on screen: check at once whichever state we are in.
    void probeNow();
  });
  if (offline) scheduleProbe();
  else scheduleHeartbeat();
}
