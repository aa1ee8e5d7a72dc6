import { describe, expect, it } from "vitest";
import { formatDate } from "./dates";

describe("formatDate", () => {
  it("writes calendar days in each of the site's styles, whatever the machine's zone", () => {
    expect(formatDate("2026-12-01", "weekdayDay")).toBe("Tue, Dec 1");
    expect(formatDate("2027-01-05", "weekdayDayYear")).toBe("Tue, Jan 5, 2027");
    expect(formatDate("2026-12-23", "dayMonth")).toBe("Dec 23");
    expect(formatDate("2026-11-21", "long")).toBe("November 21, 2026");
    expect(formatDate("2026-12-01", "weekday")).toBe("Tuesday");
    expect(formatDate("2026-12-01", "weekdayShort")).toBe("Tue");
    expect(formatDate("2026-12-01", "dayNumber")).toBe("1");
  });

  it("takes a month as its first day", () => {
    expect(formatDate("2027-03", "monthYear")).toBe("March 2027");
    expect(formatDate("2027-03-01", "monthYear")).toBe("March 2027");
    expect(formatDate("2027-03", "dayNumber")).toBe("1");
  });

  it("writes instants in UTC, from ISO text, milliseconds or a Date", () => {
    const instant = "2026-11-25T19:05:00Z";
    const written = formatDate(instant, "dateTime");
    expect(written.replace(/\s/g, " ")).toBe("Nov 25, 2026, 7:05 PM");
    expect(formatDate(Date.parse(instant), "dateTime")).toBe(written);
    expect(formatDate(new Date(instant), "dateTime")).toBe(written);
    // 23:30 in New York is already the next day in UTC.
    expect(formatDate("2026-12-01T23:30:00-05:00", "weekdayDay")).toBe("Wed, Dec 2");
  });

  it("takes the locale", () => {
    expect(formatDate("2026-12-01", "weekdayDay", "nl-NL")).toBe("di 1 dec");
  });
});
