import { describe, expect, it } from 'vitest';
import { latestDeadlineFor } from '#contract/manage';
import { addDays, earliestDeadline, isCalendarDate, latestDeadline, todayInEthiopia } from '#contract/dates';

describe('calendar dates in Ethiopia', () => {
  it('turns the day at 21:00 UTC, midnight in Addis Ababa', () => {
    expect(todayInEthiopia(new Date('2026-03-10T20:59:59Z'))).toBe('2026-03-10');
    expect(todayInEthiopia(new Date('2026-03-10T21:00:00Z'))).toBe('2026-03-11');
  });

  it('takes only days the calendar has', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2025-02-30')).toBe(false);
    expect(isCalendarDate('2025-2-3')).toBe(false);
    expect(isCalendarDate('tomorrow')).toBe(false);
  });

  it('counts days across months and years, both ways', () => {
    expect(addDays('2025-12-30', 3)).toBe('2026-01-02');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('offers a new campaign a deadline from 3 days to a year ahead', () => {
    expect(earliestDeadline('2026-01-30')).toBe('2026-02-02');
    expect(latestDeadline('2026-01-30')).toBe('2027-01-30');
  });

  it("lets an organiser move the deadline up to 365 days after the campaign's day of creation in Ethiopia", () => {
    expect(latestDeadlineFor('2026-01-01T12:00:00Z')).toBe('2027-01-01');
    // 22:00 UTC on 1 January is already 2 January in Addis Ababa.
    expect(latestDeadlineFor(new Date('2026-01-01T22:00:00Z'))).toBe('2027-01-02');
  });
});
