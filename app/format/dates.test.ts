import { describe, expect, it } from "vitest";
import { formatDate, formatDateInput } from "./dates";

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
    expect(formatDate("2026-12-01", "weekdayDay", "nl-NL")).toBe("di 1 dec.");
  });
});

describe("Dutch dates", () => {
  it("abbreviate the month with a full stop, except mei, whatever ICU's own data says", () => {
    expect(formatDate("2026-12-18", "weekdayDay", "nl-NL")).toBe("vr 18 dec.");
    expect(formatDate("2027-01-05", "weekdayDayYear", "nl-NL")).toBe("di 5 jan. 2027");
    expect(formatDate("2027-03-02", "dayMonth", "nl-NL")).toBe("2 mrt.");
    expect(formatDate("2027-05-14", "dayMonth", "nl-NL")).toBe("14 mei");
    expect(formatDate("2027-09-30", "dayMonth", "nl-NL")).toBe("30 sep.");
  });

  it("write whole months, weekdays and long dates in lower case", () => {
    expect(formatDate("2027-03", "monthYear", "nl-NL")).toBe("maart 2027");
    expect(formatDate("2026-11-21", "long", "nl-NL")).toBe("21 november 2026");
    expect(formatDate("2026-12-18", "weekday", "nl-NL")).toBe("vrijdag");
    expect(formatDate("2026-12-18", "weekdayShort", "nl-NL")).toBe("vr");
  });

  it("write times on the 24-hour clock", () => {
    expect(formatDate("2026-11-25T19:05:00Z", "dateTime", "nl-NL")).toBe("25 nov. 2026, 19:05");
    expect(formatDate("2026-11-25T07:05:00Z", "dateTime", "nl-NL")).toBe("25 nov. 2026, 07:05");
  });
});

describe("formatDateInput", () => {
  it("writes a day as the search form takes it typed: ISO in English, day first in Dutch", () => {
    expect(formatDateInput("2026-12-18")).toBe("2026-12-18");
    expect(formatDateInput("2026-12-18", "nl-NL")).toBe("18-12-2026");
    expect(formatDateInput("2027-01-05", "nl-NL")).toBe("05-01-2027");
    expect(formatDateInput("soon", "nl-NL")).toBe("soon");
  });
});
