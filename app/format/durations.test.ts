import { describe, expect, it } from "vitest";
import { formatDuration, formatRelativeTime } from "./durations";

describe("durations", () => {
  it("writes hours and minutes, padding the minutes once there are hours", () => {
    expect(formatDuration(435)).toBe("7h 15m");
    expect(formatDuration(65)).toBe("1h 05m");
    expect(formatDuration(60)).toBe("1h 00m");
    expect(formatDuration(45)).toBe("45m");
    expect(formatDuration(5)).toBe("5m");
    expect(formatDuration(0)).toBe("0m");
    expect(formatDuration(26 * 60 + 3)).toBe("26h 03m");
  });

  it("says how long ago, in words", () => {
    expect(formatRelativeTime(-5, "minute")).toBe("5 minutes ago");
    expect(formatRelativeTime(-1, "hour")).toBe("1 hour ago");
    expect(formatRelativeTime(-1, "day")).toBe("yesterday");
    expect(formatRelativeTime(-3, "day")).toBe("3 days ago");
  });

  it("in Dutch: hours as u, minutes as min, unpadded", () => {
    expect(formatDuration(16 * 60 + 30, "nl-NL")).toBe("16 u 30 min");
    expect(formatDuration(65, "nl-NL")).toBe("1 u 5 min");
    expect(formatDuration(60, "nl-NL")).toBe("1 u 0 min");
    expect(formatDuration(45, "nl-NL")).toBe("45 min");
    expect(formatRelativeTime(-5, "minute", "nl-NL")).toBe("5 minuten geleden");
    expect(formatRelativeTime(-1, "day", "nl-NL")).toBe("gisteren");
  });
});
