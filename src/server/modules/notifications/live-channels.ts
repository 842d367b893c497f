import { followerChannels, type Channel, type ChannelName } from './channels';
import type { FollowerNoticeContext } from './deliver';

/** Telegram delivers once its bot is set up (engineer H's channel; see the report). */
export const telegramOn = (_ctx: Pick<FollowerNoticeContext, 'config'>): boolean => false;

/** The channels the job sends on, as configured. */
export function deliveryChannels(ctx: FollowerNoticeContext): Record<ChannelName, Channel> {
  return followerChannels(ctx.notifiers, ctx.db, null);
}
