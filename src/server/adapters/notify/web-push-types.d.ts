// The part of `web-push` (which ships no types) that adapters/notify/web-push.ts uses.
declare module 'web-push' {
  export type PushSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };
  export type VapidDetails = { subject: string; publicKey: string; privateKey: string };
  export type RequestDetails = { method: string; headers: Record<string, string | number>; body: Buffer | null; endpoint: string };
  export function generateVAPIDKeys(): { publicKey: string; privateKey: string };
  export function generateRequestDetails(
    subscription: PushSubscription,
    payload: string | Buffer | null,
    options: { vapidDetails: VapidDetails; TTL?: number; urgency?: 'very-low' | 'low' | 'normal' | 'high' },
  ): RequestDetails;
  const webPush: { generateVAPIDKeys: typeof generateVAPIDKeys; generateRequestDetails: typeof generateRequestDetails };
  export default webPush;
}
