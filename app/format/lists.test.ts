import { describe, expect, it } from "vitest";
import { formatList } from "./lists";

describe("lists", () => {
  it("joins names as a sentence does", () => {
    expect(formatList(["Kiwi.com"])).toBe("Kiwi.com");
    expect(formatList(["Kiwi.com", "Amadeus"])).toBe("Kiwi.com and Amadeus");
    expect(formatList(["A", "B", "C"])).toBe("A, B, and C");
    expect(formatList(["A", "B", "C"], "nl-NL")).toBe("A, B en C");
  });
});
