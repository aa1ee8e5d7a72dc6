import { describe, expect, it } from "vitest";
import { SEARCH_PAGE_SHARED_SECONDS } from "../search/search-page-caching";
import { exploreCaching } from "./explore-caching.server";
import type { ExploreView } from "./explore-view.server";

const asked = (cookie?: string) =>
  new Request("https://fareline.example/explore?from=NYC", cookie ? { headers: { cookie } } : undefined);
const results = (fallback?: "busy" | "failed" | "empty") =>
  ({
    kind: "results",
    answer: {
      kind: fallback ? "sample" : "live",
      computedAt: "2026-11-29T08:00:00Z",
      ...(fallback ? { fallback } : {}),
    },
  }) as ExploreView;
const shared = { "Cache-Control": `public, max-age=0, s-maxage=${SEARCH_PAGE_SHARED_SECONDS}` };

describe("exploreCaching", () => {
  it("lets a shared cache keep the start page and an answered origin's destinations, briefly", () => {
    expect(exploreCaching(asked(), { kind: "start", origins: [] })).toEqual(shared);
    expect(exploreCaching(asked(), results())).toEqual(shared);
    expect(exploreCaching(asked("fareline_locale=nl"), results())).toEqual(shared);
  });

  it("says nothing for a live source's failure, a problem, a choice of places or a session", () => {
    for (const fallback of ["busy", "failed", "empty"] as const)
      expect(exploreCaching(asked(), results(fallback))).toBeUndefined();
    expect(exploreCaching(asked(), { kind: "problems", values: {}, problems: {} })).toBeUndefined();
    expect(exploreCaching(asked(), { kind: "choose", text: "Lon", choices: [] })).toBeUndefined();
    expect(exploreCaching(asked("fareline.session_token=abc"), results())).toBeUndefined();
  });
});
