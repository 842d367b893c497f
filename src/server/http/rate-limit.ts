import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { rateLimits } from '../db/schema';

export type Window = { limit: number; windowMs: number };
export type LimitState = { count: number; allowed: boolean; retryAfterMs: number };

/**
 * Fixed-window counters in Postgres, so every server instance sees the same count.
 * `hit` counts one event and says whether it was within the limit.
 */
export async function hit(db: Db, key: string, w: Window, now: Date): Promise<LimitState> {
  const windowOpen = new Date(now.getTime() - w.windowMs);
  const expired = sql`${rateLimits.windowStart} <= ${windowOpen.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        windowStart: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${rateLimits.windowStart} end`,
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
      },
    })
    .returning();
  return state(row, w, now);
}

export async function clear(db: Db, key: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Whole minutes until the window reopens, at least 1 — for "Try again in N minutes." */
export const minutesLeft = (s: LimitState) => Math.max(1, Math.ceil(s.retryAfterMs / 60_000));

function state(row: { windowStart: Date; count: number }, w: Window, now: Date): LimitState {
  return {
    count: row.count,
    allowed: row.count <= w.limit,
    retryAfterMs: Math.max(0, row.windowStart.getTime() + w.windowMs - now.getTime()),
  };
}
