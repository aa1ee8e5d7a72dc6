import { describe, expect, it } from "vitest";
import { formatLocalIso, localClock, localToUtc, utcOffsetMinutes } from "./time";

describe("time zones", () => {
  it("reads offsets from the platform's tz data, DST included", () => {
    expect(utcOffsetMinutes("America/New_York", Date.parse("2026-12-01T12:00:00Z"))).toBe(-300);
    expect(utcOffsetMinutes("America/New_York", Date.parse("2026-07-01T12:00:00Z"))).toBe(-240);
    expect(utcOffsetMinutes("Europe/Paris", Date.parse("2026-12-01T12:00:00Z"))).toBe(60);
    expect(utcOffsetMinutes("Asia/Kathmandu", Date.parse("2026-12-01T12:00:00Z"))).toBe(345);
    // The change itself: 2026-03-08 07:00Z in New York.
    expect(utcOffsetMinutes("America/New_York", Date.parse("2026-03-08T06:45:00Z"))).toBe(-300);
    expect(utcOffsetMinutes("America/New_York", Date.parse("2026-03-08T07:00:00Z"))).toBe(-240);
  });

  it("converts local wall-clock times to UTC and back", () => {
    const utc = localToUtc("2026-12-01", 18 * 60 + 30, "America/New_York");
    expect(new Date(utc).toISOString()).toBe("2026-12-01T23:30:00.000Z");
    expect(formatLocalIso(utc, "America/New_York")).toBe("2026-12-01T18:30:00-05:00");
    expect(formatLocalIso(utc, "Europe/Paris")).toBe("2026-12-02T00:30:00+01:00");
    expect(localClock(utc, "Asia/Kolkata")).toEqual({ date: "2026-12-02", minutes: 5 * 60 });
  });

  it("moves a time in a DST gap forward and takes the first of a repeated hour", () => {
    expect(formatLocalIso(localToUtc("2026-03-08", 150, "America/New_York"), "America/New_York")).toBe(
      "2026-03-08T03:30:00-04:00",
    );
    expect(formatLocalIso(localToUtc("2026-03-29", 150, "Europe/Paris"), "Europe/Paris")).toBe(
      "2026-03-29T03:30:00+02:00",
    );
    expect(formatLocalIso(localToUtc("2026-11-01", 90, "America/New_York"), "America/New_York")).toBe(
      "2026-11-01T01:30:00-04:00",
    );
    expect(formatLocalIso(localToUtc("2026-10-25", 150, "Europe/Paris"), "Europe/Paris")).toBe(
      "2026-10-25T02:30:00+02:00",
    );
  });
});
