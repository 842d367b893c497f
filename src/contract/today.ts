/**
 * Today's date in Ethiopia (UTC+3, no daylight saving), "YYYY-MM-DD": deadlines are dates there,
 * for the wizard, the server's rules, donations and the closing job alike.
 */
export function todayInEthiopia(now: Date = new Date()): string {
  return new Date(now.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
}
