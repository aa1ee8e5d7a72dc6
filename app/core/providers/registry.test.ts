import { describe, expect, it } from "vitest";
import { loadConfig } from "../../services/config/config.server";
import { createOfflineProvider } from "../../services/providers/offline/offline-provider.server";
import { createProviderRegistry } from "../../services/providers/registry.server";
import { travelpayoutsSource } from "../../services/providers/travelpayouts/travelpayouts-source.server";
import {
  ALL_SOURCES,
  isSearchSource,
  OFFLINE_SOURCE,
  SEARCH_SOURCE_NAMES,
  SEARCH_SOURCES,
  sourceLabel,
} from "./registry";

/** WCAG 2 contrast ratio of a #rrggbb colour against white. */
function contrastOnWhite(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  return 1.05 / (luminance + 0.05);
}

describe("the provider registry", () => {
  it("names every source once, with a label, a description, a colour, and a function per live source", () => {
    const names = ALL_SOURCES.map((s) => s.name);
    expect(new Set(names).size).toBe(names.length);
    for (const source of ALL_SOURCES) {
      expect(source.label.length).toBeGreaterThan(0);
      expect(source.description.length).toBeGreaterThan(0);
      expect(source.colour).toMatch(/^#[0-9a-f]{6}$/i);
      // The badge writes the label in this colour on white: WCAG AA for small text.
      expect(contrastOnWhite(source.colour), source.name).toBeGreaterThanOrEqual(4.5);
    }
    const paths = SEARCH_SOURCES.map((s) => s.endpoint.path);
    expect(paths).toEqual(["search-amadeus", "search-travelpayouts"]);
    expect(OFFLINE_SOURCE.endpoint).toBeNull();
  });

  it("measures contrast the WCAG way", () => {
    expect(contrastOnWhite("#000000")).toBeCloseTo(21, 5);
    expect(contrastOnWhite("#767676")).toBeCloseTo(4.54, 2);
  });

  it("answers questions about names from elsewhere without throwing", () => {
    expect(isSearchSource("amadeus")).toBe(true);
    expect(isSearchSource("sample")).toBe(false);
    expect(isSearchSource("evil")).toBe(false);
    expect(sourceLabel("travelpayouts")).toBe("Travelpayouts");
    expect(sourceLabel("unknown-source")).toBe("unknown-source");
  });

  it("builds one implementation per live source, in the same order, plus the offline engine", () => {
    const registry = createProviderRegistry(loadConfig({}), () => undefined, createOfflineProvider());
    expect(registry.search.map((p) => p.info.name)).toEqual(SEARCH_SOURCE_NAMES);
    expect(registry.sources.map((s) => s.info)).toEqual(SEARCH_SOURCES);
    expect(registry.offline.info.name).toBe("sample");
    expect(registry.get("travelpayouts")).toBe(registry.instance(travelpayoutsSource));
    expect(registry.get("nope")).toBeUndefined();
    // Without keys no live source is configured: searches fall back to the offline engine.
    expect(registry.search.some((p) => p.isConfigured())).toBe(false);
  });
});
