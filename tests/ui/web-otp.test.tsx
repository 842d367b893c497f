// Codes fill themselves (issue 43): where the browser has WebOTP, the code of a text message
// ending with our origin-bound line fills the field; without it nothing is asked and nothing fails.
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWebOtp } from '#web/lib/use-web-otp';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete (window as { OTPCredential?: unknown }).OTPCredential;
});

/** A browser with WebOTP whose text message gives `code` (or never arrives); the requests it was sent. */
function webOtp(answer: Promise<{ code: string } | null>) {
  const requests: { otp?: unknown; signal?: AbortSignal }[] = [];
  (window as { OTPCredential?: unknown }).OTPCredential = class {};
  vi.stubGlobal('navigator', {
    ...navigator,
    credentials: { get: (req: { otp?: unknown; signal?: AbortSignal }) => (requests.push(req), answer) },
  });
  return requests;
}

describe('a code field with WebOTP', () => {
  it('is filled with the code from the text message', async () => {
    const requests = webOtp(Promise.resolve({ code: '482913' }));
    const filled = vi.fn();
    renderHook(() => useWebOtp(filled, true));
    await waitFor(() => expect(filled).toHaveBeenCalledWith('482913'));
    expect(requests[0].otp).toEqual({ transport: ['sms'] });
  });

  it('asks only while a code is on its way, and stops asking when the field goes away', async () => {
    const requests = webOtp(new Promise(() => {}));
    const { rerender, unmount } = renderHook(({ active }) => useWebOtp(() => {}, active), { initialProps: { active: false } });
    expect(requests).toHaveLength(0);
    rerender({ active: true });
    expect(requests).toHaveLength(1);
    unmount();
    expect(requests[0].signal?.aborted).toBe(true);
  });

  it('a declined request leaves the field to be typed, with no error', async () => {
    webOtp(Promise.reject(new DOMException('declined', 'AbortError')));
    const filled = vi.fn();
    renderHook(() => useWebOtp(filled, true));
    await new Promise((r) => setTimeout(r, 20));
    expect(filled).not.toHaveBeenCalled();
  });
});

describe('a code field without WebOTP', () => {
  it('asks nothing', () => {
    const get = vi.fn();
    vi.stubGlobal('navigator', { ...navigator, credentials: { get } });
    renderHook(() => useWebOtp(() => {}, true));
    expect(get).not.toHaveBeenCalled();
  });
});
