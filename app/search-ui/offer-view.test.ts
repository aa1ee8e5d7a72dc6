import { describe, expect, it } from "vitest";
import { dayShift, formatDuration, formatPrice, localTime, offerMinutes, offerStops, priceAge } from "./offer-view";
import { NONSTOP_AF, TWO_STOP_TK } from "./test-offers";

describe("offer view", () => {
  it("shows the local times as given, never converted", () => {
    expect(localTime("2026-12-01T18:30:00-05:00")).toBe("18:30");
    expect(localTime("2026-12-02T07:45:00+01:00")).toBe("07:45");
    expect(dayShift("2026-12-01T18:30:00-05:00", "2026-12-02T07:45:00+01:00")).toBe(1);
  });
  it("computes durations across time zones and stops", () => {
    expect(offerMinutes(NONSTOP_AF)).toBe(435);
    expect(formatDuration(435)).toBe("7h 15m");
    expect(offerStops(TWO_STOP_TK)).toBe(2);
  });
  it("rounds prices to 0 decimals", () => {
    expect(formatPrice(1234.56, "USD")).toBe("$1,235");
    expect(formatPrice(99.4, "EUR")).toBe("99 EUR");
  });
  it("tells the age of a cached price", () => {
    const now = Date.parse("2026-12-01T12:00:00Z");
    expect(priceAge("2026-12-01T09:00:00Z", now)).toBe("3 h ago");
    expect(priceAge("2026-12-01T11:30:00Z", now)).toBe("30 min ago");
    expect(priceAge(undefined, now)).toBeNull();
  });
});
