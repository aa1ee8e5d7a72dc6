import { describe, expect, it } from "vitest";
import { SEARCH_PAGE_SHARED_SECONDS, searchPageCaching } from "./search-page-caching";
import type { SearchRun, SourceState } from "./search-run";

const leg = { from: "JFK", to: "CDG", date: "2026-12-28" } as SearchRun["legs"][number]["leg"];
const runWith = (...states: SourceState["status"][][]): SearchRun => ({
  key: "k",
  legs: states.map((statuses) => ({
    leg,
    sources: statuses.map((status, i) => ({ name: `source${i}` as SourceState["name"], status, items: [] })),
  })),
});
const asked = (cookie?: string) =>
  new Request("https://fareline.example/search", cookie ? { headers: { cookie } } : undefined);

describe("searchPageCaching", () => {
  it("lets a shared cache keep a finished search asked without a session, briefly", () => {
    expect(searchPageCaching(asked(), runWith(["ok", "ok"], ["ok"]))).toEqual({
      "Cache-Control": `public, max-age=0, s-maxage=${SEARCH_PAGE_SHARED_SECONDS}`,
    });
    expect(searchPageCaching(asked("fareline_locale=nl"), runWith(["ok"]))).toBeDefined();
    expect(SEARCH_PAGE_SHARED_SECONDS).toBe(30);
  });

  it("says nothing for a search not run, unfinished, failed, or asked with a session", () => {
    expect(searchPageCaching(asked(), null)).toBeUndefined();
    expect(searchPageCaching(asked(), runWith(["ok", "loading"]))).toBeUndefined();
    expect(searchPageCaching(asked(), runWith(["ok"], ["failed"]))).toBeUndefined();
    expect(searchPageCaching(asked("fareline.session_token=abc"), runWith(["ok"]))).toBeUndefined();
  });
});
