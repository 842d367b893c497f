import { telegramChannel } from '../telegram/channel';
import { followerChannels, type Channel, type ChannelName } from './channels';
import type { FollowerNoticeContext } from './deliver';

/** Telegram delivers once its bot is set up (TELEGRAM_BOT_TOKEN). */
export const telegramOn = (ctx: Pick<FollowerNoticeContext, 'config'>): boolean => Boolean(ctx.config.telegram);

/** The channels the job sends on, as configured. */
export function deliveryChannels(ctx: FollowerNoticeContext): Record<ChannelName, Channel> {
  return followerChannels(ctx.notifiers, ctx.db, telegramChannel(ctx.config, ctx.db));
}
