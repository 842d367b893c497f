import { useSyncExternalStore } from 'react';

/**
 * Whether the app can reach its server. Starts from navigator.onLine, but what actually happens
 * decides: a request that gets no response at all marks the app offline until one succeeds
 * (issue #13 fills in the probe/back-off and TanStack Query's onlineManager wiring).
 */
export const OFFLINE_ACTION_MESSAGE = 'You are offline';

let offline = typeof navigator !== 'undefined' ? !navigator.onLine : false;
const listeners = new Set<() => void>();

function set(next: boolean) {
  if (next === offline) return;
  offline = next;
  for (const l of listeners) l();
}

/** A request got no response at all (network error, not an HTTP error status). */
export const reportNetworkFailure = () => set(true);
/** A request got a response (any status): the server is reachable. */
export const reportNetworkSuccess = () => set(false);
export const isOffline = () => offline;

export function subscribeNetwork(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while the app cannot reach its server; re-renders on change. */
export function useIsOffline(): boolean {
  return useSyncExternalStore(subscribeNetwork, isOffline, () => false);
}
