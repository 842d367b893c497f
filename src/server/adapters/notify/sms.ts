import type { Message, Notifier } from './notifier';

/** Text messages through an HTTP gateway: POST JSON {to, text}, bearer token when configured. */
export function smsNotifier(gatewayUrl: string, token?: string, fetchImpl: typeof fetch = fetch): Notifier {
  return {
    async send({ to, text }: Message) {
      const res = await fetchImpl(gatewayUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}
