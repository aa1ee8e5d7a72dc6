import { describe, expect, it } from "vitest";
import { DEFAULT_LOCALE, onFirstUse } from "./locale";

describe("onFirstUse", () => {
  it("builds a value per set of arguments on its first use, then returns that same value", () => {
    const builds: string[] = [];
    const value = onFirstUse((locale: string, currency: string) => {
      builds.push(`${locale} ${currency}`);
      return { locale, currency };
    });
    expect(builds).toEqual([]);
    const first = value("en-US", "USD");
    expect(value("en-US", "USD")).toBe(first);
    expect(value("nl-NL", "USD")).not.toBe(first);
    expect(value("en-US", "EUR")).toEqual({ locale: "en-US", currency: "EUR" });
    expect(builds).toEqual(["en-US USD", "nl-NL USD", "en-US EUR"]);
  });

  it("keeps the site's one locale, US English", () => {
    expect(DEFAULT_LOCALE).toBe("en-US");
  });
});
