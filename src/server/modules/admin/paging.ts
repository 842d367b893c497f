/** `%text%` for ILIKE, with the text's own % _ and \ taken literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A day's bounds on Addis Ababa's clock (UTC+3 all year, no daylight saving): `from` counts from
 * the day's first instant, `to` up to the next day's.
 */
export const dayStart = (day: string) => new Date(`${day}T00:00:00+03:00`);
export const dayAfter = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);
