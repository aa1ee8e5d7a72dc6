import { describe, expect, it } from "vitest";
import { formatWholeNumber } from "./numbers";

describe("numbers", () => {
  it("writes whole numbers with US grouping, rounded", () => {
    expect(formatWholeNumber(1234.4)).toBe("1,234");
    expect(formatWholeNumber(2)).toBe("2");
    expect(formatWholeNumber(1_000_000)).toBe("1,000,000");
    expect(formatWholeNumber(1234, "nl-NL")).toBe("1.234");
  });
});
