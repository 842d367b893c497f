import { useEffect, useRef } from 'react';

/** What WebOTP adds to credential requests (not yet in TypeScript's DOM types). */
type OtpRequest = CredentialRequestOptions & { otp: { transport: ['sms'] } };

/**
 * Where the browser has WebOTP (Chrome on Android), the code of a text message that ends with our
 * origin-bound line ("@birr.et #123456", sent by the server) fills the code field by itself once
 * the person allows it. Asks while `active` (a code is on its way); stops asking when the field
 * goes away or the code is no longer wanted. Without WebOTP, or when the person declines, nothing
 * happens and nothing is reported: the field is typed in as always.
 */
export function useWebOtp(onCode: (code: string) => void, active = true) {
  const latest = useRef(onCode);
  latest.current = onCode;
  useEffect(() => {
    if (!active || typeof window === 'undefined' || !('OTPCredential' in window) || !navigator.credentials) return;
    const controller = new AbortController();
    navigator.credentials
      .get({ otp: { transport: ['sms'] }, signal: controller.signal } as OtpRequest)
      .then((credential) => {
        const code = (credential as { code?: string } | null)?.code;
        if (code && !controller.signal.aborted) latest.current(code);
      })
      .catch(() => {
        // Aborted, declined, timed out or no text message came: the person types the code.
      });
    return () => controller.abort();
  }, [active]);
}
