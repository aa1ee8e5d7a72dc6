import { describe, expect, it } from "vitest";
import { formatOffset, instantInZone, localTimeWithOffset, zoneOffsetMinutes } from "./local-time";

describe("local times with the airport's offset", () => {
  it("reads a zone's offset at an instant, DST and half hours included", () => {
    expect(zoneOffsetMinutes("America/New_York", Date.parse("2026-12-01T12:00:00Z"))).toBe(-300);
    expect(zoneOffsetMinutes("America/New_York", Date.parse("2026-07-01T12:00:00Z"))).toBe(-240);
    expect(zoneOffsetMinutes("Asia/Kolkata", Date.parse("2026-07-01T12:00:00Z"))).toBe(330);
    expect(zoneOffsetMinutes("UTC", Date.parse("2026-07-01T12:00:00Z"))).toBe(0);
    expect(zoneOffsetMinutes("Nowhere/Atlantis", Date.parse("2026-07-01T12:00:00Z"))).toBeNaN();
  });

  it("writes offsets as ISO 8601 does", () => {
    expect(formatOffset(-300)).toBe("-05:00");
    expect(formatOffset(345)).toBe("+05:45");
    expect(formatOffset(0)).toBe("+00:00");
  });

  it("adds the offset in force at a local time, across a DST change", () => {
    expect(localTimeWithOffset("2026-12-01T18:30:00", "America/New_York")).toBe("2026-12-01T18:30:00-05:00");
    expect(localTimeWithOffset("2026-07-01T18:30", "Europe/Paris")).toBe("2026-07-01T18:30:00+02:00");
    // New York springs forward at 02:00 local on 8 March 2026: 03:30 is already summer time.
    expect(localTimeWithOffset("2026-03-08T03:30:00", "America/New_York")).toBe("2026-03-08T03:30:00-04:00");
    expect(localTimeWithOffset("2026-03-08T01:30:00", "America/New_York")).toBe("2026-03-08T01:30:00-05:00");
    expect(localTimeWithOffset("2026-12-01T18:30:00", "Nowhere/Atlantis")).toBeUndefined();
    expect(localTimeWithOffset("18:30", "Europe/Paris")).toBeUndefined();
  });

  it("shows an instant as a zone's local time, UTC when the zone is missing or unknown", () => {
    const instant = Date.parse("2026-12-01T23:30:00Z");
    expect(instantInZone(instant, "America/New_York")).toBe("2026-12-01T18:30:00-05:00");
    expect(instantInZone(instant, "Asia/Kathmandu")).toBe("2026-12-02T05:15:00+05:45");
    expect(instantInZone(instant, undefined)).toBe("2026-12-01T23:30:00+00:00");
    expect(instantInZone(instant, "Nowhere/Atlantis")).toBe("2026-12-01T23:30:00+00:00");
  });
});
