import { describe, expect, it } from "vitest";
import { localeFromAcceptLanguage, localeFromPath, localizedPath, pathWithoutLocale } from "./locales";

describe("locale in the URL", () => {
  it("reads the language from the path prefix only", () => {
    expect(localeFromPath("/")).toBe("en");
    expect(localeFromPath("/nl")).toBe("nl");
    expect(localeFromPath("/nl/search")).toBe("nl");
    expect(localeFromPath("/nlx")).toBe("en");
    expect(localeFromPath("/guides/nl")).toBe("en");
  });

  it("strips the prefix", () => {
    expect(pathWithoutLocale("/nl")).toBe("/");
    expect(pathWithoutLocale("/nl/guides/jfk-to-cdg")).toBe("/guides/jfk-to-cdg");
    expect(pathWithoutLocale("/deals")).toBe("/deals");
    expect(pathWithoutLocale("/nl?x=1")).toBe("/?x=1");
  });

  it("moves a path, with its query and hash, into a language", () => {
    expect(localizedPath("/", "nl")).toBe("/nl");
    expect(localizedPath("/?from=JFK", "nl")).toBe("/nl?from=JFK");
    expect(localizedPath("/search?from=NYC&to=PAR#r", "nl")).toBe("/nl/search?from=NYC&to=PAR#r");
    expect(localizedPath("/nl/search?from=NYC", "en")).toBe("/search?from=NYC");
    expect(localizedPath("/nl", "en")).toBe("/");
    expect(localizedPath("/nl/deals", "nl")).toBe("/nl/deals");
  });

  it("leaves other addresses alone", () => {
    expect(localizedPath("https://kiwi.com/x", "nl")).toBe("https://kiwi.com/x");
    expect(localizedPath("//evil.com", "nl")).toBe("//evil.com");
    expect(localizedPath("#main", "nl")).toBe("#main");
    expect(localizedPath("mailto:a@b.nl", "nl")).toBe("mailto:a@b.nl");
  });

  it("picks an API caller's language from Accept-Language", () => {
    expect(localeFromAcceptLanguage("nl-NL,nl;q=0.9,en;q=0.8")).toBe("nl");
    expect(localeFromAcceptLanguage("de-DE,en;q=0.5,nl;q=0.7")).toBe("nl");
    expect(localeFromAcceptLanguage("fr, de")).toBe("en");
    expect(localeFromAcceptLanguage("nl;q=0, en")).toBe("en");
    expect(localeFromAcceptLanguage(undefined)).toBe("en");
    expect(localeFromAcceptLanguage("nl-BE")).toBe("nl");
  });
});
