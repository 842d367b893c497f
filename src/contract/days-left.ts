import { todayInEthiopia } from './dates';
import { m } from '../i18n/paraglide/messages.js';

const DAY_MS = 86_400_000;

/** Whole days to the deadline, rounded up (the spec's rule); negative once it has passed. */
export function daysLeft(deadline: string | Date, now: Date = new Date()): number {
  const end = typeof deadline === 'string' ? new Date(deadline) : deadline;
  return Math.ceil((end.getTime() - now.getTime()) / DAY_MS);
}

export function daysLeftText(deadline: string | Date, now: Date = new Date()): string {
  const days = daysLeft(deadline, now);
  if (days > 0) return m.days_left({ count: days });
  if (days === 0) return m.days_today();
  return m.days_expired({ count: -days });
}


/**
 * A campaign takes donations while ACTIVE and through the whole of its deadline's day in Ethiopia
 * (the server's rule): past it, it has ended whether or not the closing job has marked it COMPLETED.
 */
export function campaignEnded(c: { status: string; deadline: string }, now: Date = new Date()): boolean {
  return c.status !== 'ACTIVE' || c.deadline.slice(0, 10) < todayInEthiopia(now);
}
