const DAY_MS = 86_400_000;

/** Whole days to the deadline, rounded up (the spec's rule); negative once it has passed. */
export function daysLeft(deadline: string | Date, now: Date = new Date()): number {
  const end = typeof deadline === 'string' ? new Date(deadline) : deadline;
  return Math.ceil((end.getTime() - now.getTime()) / DAY_MS);
}

export function daysLeftText(deadline: string | Date, now: Date = new Date()): string {
  const days = daysLeft(deadline, now);
  if (days > 0) return `${days} ${days === 1 ? 'day' : 'days'} left`;
  if (days === 0) return 'Today is the day!';
  const ago = -days;
  return `Expired ${ago} ${ago === 1 ? 'day' : 'days'} ago`;
}
