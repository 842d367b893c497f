import { useEffect } from 'react';

/**
 * When the app may offer to be installed (issue 43): on the page that shows a success — a
 * confirmed gift, a submitted campaign — while it shows, and never elsewhere, so the offer is
 * never over a form nor in the way of someone who has not yet done what they came for. The
 * device's offer itself is app/pwa/install-prompt.ts; app/pwa/InstallSlot.tsx shows it when both are there.
 */
let successes = 0;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((l) => l());

export const isInstallMoment = () => successes > 0;
export function subscribeInstallMoment(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** A page showing a success (`shown`): the install offer may appear while it is on screen. */
export function useInstallMoment(shown: boolean) {
  useEffect(() => {
    if (!shown) return;
    successes += 1;
    changed();
    return () => {
      successes -= 1;
      changed();
    };
  }, [shown]);
}
