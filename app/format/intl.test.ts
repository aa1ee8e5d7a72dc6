import { describe, expect, it } from "vitest";
import { dayFormat, onFirstUse, pluralRules, wholeNumberFormat } from "./intl";

describe("shared Intl formatters", () => {
  it("builds a value once, on its first use, and returns that same value after", () => {
    let built = 0;
    const value = onFirstUse(() => ({ n: ++built }));
    expect(built).toBe(0);
    const first = value();
    expect(value()).toBe(first);
    expect(built).toBe(1);
  });

  it("formats whole numbers, plural categories and calendar days in US English", () => {
    expect(wholeNumberFormat().format(1234.4)).toBe("1,234");
    expect(wholeNumberFormat().format(2)).toBe("2");
    expect(pluralRules().select(1)).toBe("one");
    expect(pluralRules().select(2)).toBe("other");
    // UTC midnight stays the same day whatever the machine's zone.
    expect(dayFormat().format(Date.parse("2026-12-01T00:00:00Z"))).toBe("Tue, Dec 1");
    expect(wholeNumberFormat()).toBe(wholeNumberFormat());
  });
});
