import { sql } from 'drizzle-orm';
import { CHANNELS, isChannel, type Channel } from '#contract/channels';
import type { ChannelFigures, ChannelReport } from '#contract/channel-report';
import { todayInEthiopia } from '#contract/dates';
import type { Db } from '#server/db/open';
import { rowsOf } from '#server/db/rows';

/** The longest run of days the chart shows: a campaign older than this shows its last year. */
const MAX_DAYS = 366;
const DAY_MS = 86_400_000;

/** A donation's day: when it was verified, on Ethiopia's clock (as visits are counted). */
const donationDay = sql`(coalesce(verified_at, created_at) at time zone 'Africa/Addis_Ababa')::date`;

type Totals = { kind: 'visits' | 'donations'; channel: string; n: number; raised: string | null };

/**
 * Where a campaign's visitors and verified donations came from: every channel (zeros too, in
 * CHANNELS' order; a donation that named none is `direct`), and each day from its launch (the
 * reviewer's approval, else its creation) to today, at most a year.
 */
export async function channelReport(db: Db, campaign: { id: string; launchedAt: Date }, now: Date): Promise<ChannelReport['data']> {
  const today = todayInEthiopia(now);
  const oldest = todayInEthiopia(new Date(now.getTime() - (MAX_DAYS - 1) * DAY_MS));
  const launched = todayInEthiopia(campaign.launchedAt);
  const since = [launched < oldest ? oldest : launched, today].sort()[0]!;

  const totals = rowsOf<Totals>(
    await db.execute(sql`
      select 'visits' as kind, channel, sum(visits)::int as n, null as raised
        from campaign_visits where campaign_id = ${campaign.id} group by channel
      union all
      select 'donations', coalesce(channel, 'direct'), count(*)::int, sum(amount)::text
        from donations where campaign_id = ${campaign.id} and payment_status = 'VERIFIED' group by 2`),
  );
  const byChannel = new Map<Channel, ChannelFigures>(CHANNELS.map((channel) => [channel, { channel, visits: 0, donations: 0, raised: 0 }]));
  for (const t of totals) {
    const row = isChannel(t.channel) ? byChannel.get(t.channel)! : null;
    if (!row) continue;
    if (t.kind === 'visits') row.visits += t.n;
    else {
      row.donations += t.n;
      row.raised = Number(t.raised ?? 0);
    }
  }

  const days = rowsOf<{ day: string; visits: number; donations: number }>(
    await db.execute(sql`
      with days as (
        select d::date as day from generate_series(${since}::date, ${today}::date, interval '1 day') d
      ), v as (
        select day, sum(visits)::int as n from campaign_visits
         where campaign_id = ${campaign.id} and day >= ${since}::date group by day
      ), g as (
        select ${donationDay} as day, count(*)::int as n from donations
         where campaign_id = ${campaign.id} and payment_status = 'VERIFIED' group by 1
      )
      select to_char(days.day, 'YYYY-MM-DD') as day, coalesce(v.n, 0) as visits, coalesce(g.n, 0) as donations
        from days left join v using (day) left join g using (day)
       order by days.day`),
  );
  return { since, channels: [...byChannel.values()], days };
}
