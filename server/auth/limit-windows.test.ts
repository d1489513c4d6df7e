import { describe, expect, it } from "vitest";
import { dayStart, monthStart, nextReset, weekStart, windowId, windowStart } from "./limit-windows";

const at = (s: string) => new Date(s);

describe("UTC calendar windows", () => {
  const cases: Array<[string, string, string, string, string]> = [
    // now,                        day start,              week start (Monday),    month start,            note
    ["2026-11-22T23:59:59.999Z", "2026-11-22", "2026-11-16", "2026-11-01", "Sunday, last ms of the week"],
    ["2026-11-23T00:00:00.000Z", "2026-11-23", "2026-11-23", "2026-11-01", "Monday midnight starts a week"],
    ["2026-11-23T00:00:00.001Z", "2026-11-23", "2026-11-23", "2026-11-01", "just after"],
    ["2026-11-30T23:59:59.999Z", "2026-11-30", "2026-11-30", "2026-11-01", "month end"],
    ["2026-12-01T00:00:00.000Z", "2026-12-01", "2026-11-30", "2026-12-01", "month start mid-week"],
    ["2028-02-29T12:00:00.000Z", "2028-02-29", "2028-02-28", "2028-02-01", "29 February (leap year)"],
    ["2028-03-01T00:00:00.000Z", "2028-03-01", "2028-02-28", "2028-03-01", "the day after 29 February"],
    ["2026-12-31T23:59:59.999Z", "2026-12-31", "2026-12-28", "2026-12-01", "year end"],
    ["2027-01-01T00:00:00.000Z", "2027-01-01", "2026-12-28", "2027-01-01", "new year: the week began last year"],
    ["2026-11-22T10:00:00+09:00", "2026-11-22", "2026-11-16", "2026-11-01", "an offset input is read in UTC (01:00Z)"],
    ["2026-11-23T01:00:00+02:00", "2026-11-22", "2026-11-16", "2026-11-01", "23:00Z Sunday despite a Monday local time"],
  ];
  it.each(cases)("%s → day %s, week %s, month %s (%s)", (now, day, week, month) => {
    const n = at(now);
    expect(dayStart(n).toISOString()).toBe(`${day}T00:00:00.000Z`);
    expect(weekStart(n).toISOString()).toBe(`${week}T00:00:00.000Z`);
    expect(monthStart(n).toISOString()).toBe(`${month}T00:00:00.000Z`);
    expect(weekStart(n).getUTCDay()).toBe(1);
  });

  it("next resets and window ids", () => {
    const n = at("2028-02-29T23:59:59.999Z");
    expect(nextReset("daily", n)?.toISOString()).toBe("2028-03-01T00:00:00.000Z");
    expect(nextReset("weekly", n)?.toISOString()).toBe("2028-03-06T00:00:00.000Z");
    expect(nextReset("monthly", n)?.toISOString()).toBe("2028-03-01T00:00:00.000Z");
    expect(nextReset(null, n)).toBeNull();
    expect(nextReset("monthly", at("2026-12-15T00:00:00Z"))?.toISOString()).toBe("2027-01-01T00:00:00.000Z");
    expect(windowStart(null, n)).toBeNull();
    expect(windowId("daily", n)).toBe("daily:2028-02-29");
    expect(windowId("daily", at("2028-03-01T00:00:00Z"))).toBe("daily:2028-03-01");
    expect(windowId("weekly", n)).toBe("weekly:2028-02-28");
    expect(windowId(null, n)).toBe("all");
  });
});
